;;; emacs_lsp_mode_test.el --- Drives Emacs + lsp-mode against the real `tablint lsp'  -*- lexical-binding: t; coding: utf-8 -*-

;; TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
;; TABLINT_RESULT_FILE=/tmp/x/lsp-mode.json \
;;   emacs --batch -Q -l Tests/Editors/emacs_lsp_mode_test.el
;;
;; Uses EditorConfigs/emacs/tabs-mode.el (found relative to this file) and
;; its lsp-mode client registration (`tablint', language id "tabs"), with
;; `tabs-lsp-mode-program' set to TABLINT_PATH, and lsp-mode 8 (Debian
;; elpa-lsp-mode) with no diagnostics front end: lsp-mode's own store of
;; published diagnostics (`lsp-diagnostics') is what is checked.  The file
;; named by TABLINT_TEST_FILE must hold the input the Swift test writes, in a
;; git-initialised directory whose .tablint.json sets filled-icon to warning.
;; The script records what it saw into TABLINT_RESULT_FILE (JSON), which the
;; Swift test checks too.  Exits 0 when every step passes, 77 when lsp-mode
;; cannot be loaded, else prints what failed and exits 1.

;;; Code:

(require 'cl-lib)
(require 'json)

(defvar tablint-test--dir (file-name-directory (or load-file-name buffer-file-name)))
(defvar tablint-test--result nil "The alist written to TABLINT_RESULT_FILE.")

(defun tablint-test--log (fmt &rest args)
  (princ (concat "[lsp-mode] " (apply #'format fmt args) "\n") #'external-debugging-output))

(defun tablint-test--fail (fmt &rest args)
  (signal 'error (list (apply #'format fmt args))))

(defun tablint-test--record (key value)
  (setf (alist-get key tablint-test--result) value)
  (let ((file (getenv "TABLINT_RESULT_FILE")))
    (when (and file (not (equal file "")))
      (with-temp-file file
        (let ((json-encoding-pretty-print nil))
          (insert (json-encode tablint-test--result)))))))

(defun tablint-test--get (object key)
  "KEY (a string) of the JSON OBJECT, a hash table or a plist."
  (cond ((hash-table-p object) (gethash key object))
        ((listp object) (plist-get object (intern (concat ":" key))))))

(defun tablint-test--wait (predicate seconds)
  "Process input until PREDICATE is non-nil or SECONDS pass; return its value."
  (let ((deadline (+ (float-time) seconds))
        result)
    (while (and (not (setq result (funcall predicate)))
                (< (float-time) deadline))
      (accept-process-output nil 0.05))
    result))

(defun tablint-test--lsp-diagnostics ()
  "The published diagnostics of the test file, as lsp-mode stored them."
  (let ((file (file-truename (getenv "TABLINT_TEST_FILE")))
        found)
    (maphash (lambda (path diagnostics)
               (when (equal (file-truename path) file) (setq found diagnostics)))
             (lsp-diagnostics t))
    found))

(defun tablint-test--diagnostics ()
  "The diagnostics as (CODE LINE CHARACTER SEVERITY RELATED-COUNT), 0-based, sorted."
  (sort
   (mapcar (lambda (d)
             (let ((start (tablint-test--get (tablint-test--get d "range") "start")))
               (list (tablint-test--get d "code")
                     (tablint-test--get start "line")
                     (tablint-test--get start "character")
                     (tablint-test--get d "severity")
                     (length (tablint-test--get d "relatedInformation")))))
           (tablint-test--lsp-diagnostics))
   (lambda (a b) (or (< (nth 1 a) (nth 1 b))
                     (and (= (nth 1 a) (nth 1 b)) (< (nth 2 a) (nth 2 b)))))))

(defun tablint-test--summary ()
  (mapconcat (lambda (x) (format "%s@%d:%d" (nth 0 x) (nth 1 x) (nth 2 x)))
             (tablint-test--diagnostics) ", "))

(defun tablint-test--find (code &optional line)
  (cl-find-if (lambda (x) (and (equal (nth 0 x) code) (or (null line) (= (nth 1 x) line))))
              (tablint-test--diagnostics)))

(defun tablint-test--as-json (diagnostics)
  (vconcat (mapcar (lambda (x) `((code . ,(nth 0 x)) (line . ,(nth 1 x)) (character . ,(nth 2 x))
                                 (severity . ,(nth 3 x)) (related . ,(nth 4 x))))
                   diagnostics)))

(defun tablint-test--load ()
  "Load tabs-mode.el and lsp-mode; exit 77 when lsp-mode is not installed."
  (dolist (d (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
    (add-to-list 'load-path d))
  (load (expand-file-name "../../EditorConfigs/emacs/tabs-mode.el" tablint-test--dir) nil t)
  (unless (require 'lsp-mode nil t)
    (tablint-test--log "SKIP: lsp-mode is not installed (Debian: elpa-lsp-mode)")
    (kill-emacs 77))
  (tablint-test--log "lsp-mode from %s" (locate-library "lsp-mode")))

(defun tablint-test--run ()
  (let ((tablint (getenv "TABLINT_PATH"))
        (file (getenv "TABLINT_TEST_FILE")))
    (unless (and tablint (not (equal tablint ""))) (tablint-test--fail "TABLINT_PATH is not set"))
    (unless (and file (not (equal file ""))) (tablint-test--fail "TABLINT_TEST_FILE is not set"))
    (tablint-test--log "emacs %s" emacs-version)
    (tablint-test--load)
    ;; Quiet, deterministic lsp-mode: no client packages but ours, no UI
    ;; extras, no diagnostics front end (its own store is read), the session
    ;; file in the test's HOME, the root from project.el (the git directory).
    (setq lsp-client-packages nil
          lsp-auto-guess-root t
          lsp-guess-root-without-session t
          lsp-session-file (expand-file-name "lsp-session" (getenv "HOME"))
          lsp-diagnostics-provider :none
          lsp-keep-workspace-alive nil
          lsp-enable-snippet nil
          lsp-headerline-breadcrumb-enable nil
          lsp-modeline-code-actions-enable nil
          lsp-modeline-diagnostics-enable nil
          lsp-modeline-workspace-status-enable nil
          lsp-lens-enable nil
          lsp-semantic-tokens-enable nil
          lsp-enable-symbol-highlighting nil
          lsp-signature-auto-activate nil
          lsp-completion-enable nil
          lsp-enable-on-type-formatting nil
          lsp-response-timeout 20
          lsp-restart 'ignore
          tabs-lsp-mode-program tablint)
    (unless (gethash 'tablint lsp-clients)
      (tablint-test--fail "tabs-mode.el did not register the `tablint' client with lsp-mode"))
    (find-file file)
    (unless (eq major-mode 'tabs-mode)
      (tablint-test--fail "major mode is %s, expected tabs-mode" major-mode))
    (lsp)
    (unless (tablint-test--wait (lambda () (and (bound-and-true-p lsp-mode) (lsp-workspaces)
                                                (eq (lsp--workspace-status (car (lsp-workspaces))) 'initialized)))
                                20)
      (tablint-test--fail "lsp-mode did not start and initialise the tablint client within 20 s"))
    (let ((root (lsp--workspace-root (car (lsp-workspaces)))))
      (tablint-test--record 'root root)
      (unless (file-equal-p root (file-name-directory file))
        (tablint-test--fail "workspace root is %S, expected the file's git directory" root)))
    (tablint-test--log "connected")

    ;; Diagnostics arrive, in lsp-mode's store.
    (tablint-test--wait (lambda () (and (tablint-test--find "filled-icon" 0) (tablint-test--find "duplicate-attribute" 3))) 20)
    (tablint-test--record 'opened (tablint-test--as-json (tablint-test--diagnostics)))
    (let ((filled (tablint-test--find "filled-icon" 0))
          (duplicate (tablint-test--find "duplicate-attribute" 3)))
      (unless (and filled duplicate)
        (tablint-test--fail "expected filled-icon on line 0 and duplicate-attribute on line 3 (0-based); got {%s}"
                            (tablint-test--summary)))
      (tablint-test--log "diagnostics: %s" (tablint-test--summary))
      ;; lsp-mode declares publishDiagnostics.relatedInformation: the
      ;; duplicate points at the first `icon'.
      (when (zerop (nth 4 duplicate))
        (tablint-test--fail "duplicate-attribute came without relatedInformation, which lsp-mode declares")))

    ;; The preferred quick fix for the duplicate (line 3: ASCII, so lsp-mode's
    ;; character columns are the server's UTF-16 ones), applied by lsp-mode.
    (goto-char (point-min))
    (forward-line 3)
    (back-to-indentation)
    (let* ((actions (append (lsp-code-actions-at-point) nil))
           (preferred (cl-find-if (lambda (a) (and (eq (tablint-test--get a "isPreferred") t)
                                                   (equal (tablint-test--get a "kind") "quickfix")))
                                  actions)))
      (tablint-test--record 'actions (vconcat (mapcar (lambda (a) (tablint-test--get a "title")) actions)))
      (unless preferred
        (tablint-test--fail "no preferred quick fix on line 3: %S" (mapcar (lambda (a) (tablint-test--get a "title")) actions)))
      (lsp-execute-code-action preferred)
      (tablint-test--log "applied %S" (tablint-test--get preferred "title")))
    (unless (tablint-test--wait (lambda () (and (not (tablint-test--find "duplicate-attribute"))
                                                (tablint-test--find "filled-icon" 0)))
                                20)
      (tablint-test--fail "after the fix, expected only filled-icon; got {%s}" (tablint-test--summary)))
    (tablint-test--record 'fixed (tablint-test--as-json (tablint-test--diagnostics)))

    ;; Formatting through the server.
    (lsp-format-buffer)
    (let ((formatted (buffer-substring-no-properties (point-min) (point-max))))
      (tablint-test--record 'formatted formatted)
      (tablint-test--log "formatted"))

    ;; Document symbols: lsp-mode declares hierarchicalDocumentSymbolSupport,
    ;; so DocumentSymbol[] (with selectionRange).
    (let ((symbols (append (lsp-request "textDocument/documentSymbol"
                                        (list :textDocument (lsp--text-document-identifier)))
                           nil)))
      (tablint-test--record 'symbols
                            (vconcat (mapcar (lambda (s) `((name . ,(tablint-test--get s "name"))
                                                           (hierarchical . ,(if (tablint-test--get s "selectionRange") t :json-false))))
                                             symbols))))

    ;; Saving sends didSave; the file on disk gets the buffer's text.
    (save-buffer)
    (let ((on-disk (with-temp-buffer (insert-file-contents file) (buffer-string))))
      (unless (equal on-disk (buffer-substring-no-properties (point-min) (point-max)))
        (tablint-test--fail "the saved file differs:\n%s" on-disk)))
    (let ((workspace (car (lsp-workspaces))))
      (lsp-workspace-shutdown workspace)
      (unless (tablint-test--wait (lambda () (not (process-live-p (lsp--workspace-proc workspace)))) 10)
        (tablint-test--fail "the server is still running after shutdown")))))

(condition-case err
    (progn
      (tablint-test--run)
      (tablint-test--record 'failure nil)
      (tablint-test--log "PASS")
      (kill-emacs 0))
  (error
   (tablint-test--log "FAIL: %s" (error-message-string err))
   (tablint-test--record 'failure (error-message-string err))
   (kill-emacs 1)))

;;; emacs_lsp_mode_test.el ends here
