;;; emacs_test.el --- Drives Emacs + eglot against the real `tablint lsp'  -*- lexical-binding: t; coding: utf-8 -*-

;; TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
;;   emacs --batch -Q -l Tests/Editors/emacs_test.el
;;
;; Uses EditorConfigs/emacs/tabs-mode.el (found relative to this file) and
;; its eglot registration, with the program replaced by TABLINT_PATH.  The
;; file named by TABLINT_TEST_FILE (in a git-initialised directory, so
;; project.el finds a root, with a .tablint.json setting filled-icon to
;; warning) must hold the input the Swift test writes.  The script rewrites
;; that .tablint.json to check the server re-reads it when eglot's file
;; watcher reports the change.
;; With TABLINT_RESULT_FILE set, the diagnostics first seen are written
;; there as JSON (code, 0-based line and UTF-16 character, and whether the
;; server sent relatedInformation, which eglot does not declare).
;; Exits 0 when every step passes, 77 when eglot cannot be loaded (Emacs 28
;; without elpa-eglot), else prints what failed and exits 1.

;;; Code:

(require 'cl-lib)
(require 'json)

(defvar tablint-test--dir (file-name-directory (or load-file-name buffer-file-name)))

(defun tablint-test--log (fmt &rest args)
  (princ (concat "[emacs] " (apply #'format fmt args) "\n") #'external-debugging-output))

(defun tablint-test--fail (fmt &rest args)
  (signal 'error (list (apply #'format fmt args))))

(defun tablint-test--wait (predicate seconds &optional events)
  "Process input until PREDICATE is non-nil or SECONDS pass; return its value.
Flymake runs its backends on idle timers, which batch Emacs never fires,
so this restarts Flymake now and then; eglot likewise sends buffer changes
on an idle timer, so pending ones are flushed here too.  With EVENTS, also
read events: batch Emacs delivers file notifications only that way."
  (let ((deadline (+ (float-time) seconds))
        (tick 0)
        result)
    (while (and (not (setq result (funcall predicate)))
                (< (float-time) deadline))
      (when (and (bound-and-true-p eglot--managed-mode) (zerop (% tick 5)))
        (eglot--signal-textDocument/didChange)
        (when (bound-and-true-p flymake-mode) (flymake-start)))
      (cl-incf tick)
      (accept-process-output nil 0.05)
      (when events (read-event nil nil 0.02)))
    result))

(defun tablint-test--diagnostics ()
  "The buffer's eglot diagnostics as (CODE LINE COLUMN TYPE DIAG) lists, LINE and COLUMN 0-based."
  (sort
   (cl-loop for d in (flymake-diagnostics (point-min) (point-max))
            for lsp = (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))
            when lsp
            collect (let ((start (plist-get (plist-get lsp :range) :start)))
                      (list (plist-get lsp :code) (plist-get start :line) (plist-get start :character)
                            (flymake-diagnostic-type d) d)))
   (lambda (a b) (< (nth 1 a) (nth 1 b)))))

(defun tablint-test--summary ()
  (mapconcat (lambda (x) (format "%s@%d:%d" (nth 0 x) (nth 1 x) (nth 2 x)))
             (tablint-test--diagnostics) ", "))

(defun tablint-test--find (code &optional line)
  (cl-find-if (lambda (x) (and (equal (nth 0 x) code) (or (null line) (= (nth 1 x) line))))
              (tablint-test--diagnostics)))

(defun tablint-test--record-diagnostics (key)
  "Write the diagnostics under KEY to TABLINT_RESULT_FILE, when it is set."
  (let ((file (getenv "TABLINT_RESULT_FILE")))
    (when (and file (not (equal file "")))
      (let ((entries
             (cl-loop for d in (flymake-diagnostics (point-min) (point-max))
                      for lsp = (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))
                      when lsp
                      collect (let ((start (plist-get (plist-get lsp :range) :start)))
                                `((code . ,(plist-get lsp :code))
                                  (line . ,(plist-get start :line))
                                  (character . ,(plist-get start :character))
                                  (related . ,(if (plist-member lsp :relatedInformation) t :json-false)))))))
        (with-temp-file file
          (insert (json-encode (list (cons key (vconcat entries))))))))))

(defun tablint-test--apply-preferred (entry expected-title)
  "Request quick fixes over ENTRY's diagnostic region; apply the preferred one."
  (let* ((diag (nth 4 entry))
         (actions (eglot-code-actions (flymake-diagnostic-beg diag) (flymake-diagnostic-end diag) "quickfix"))
         (preferred (cl-find-if (lambda (a) (eq (plist-get a :isPreferred) t)) actions)))
    (unless preferred
      (tablint-test--fail "no preferred quick fix for %s: %S" (nth 0 entry) actions))
    (when (and expected-title (not (equal (plist-get preferred :title) expected-title)))
      (tablint-test--fail "preferred fix for %s is %S, expected %S" (nth 0 entry) (plist-get preferred :title) expected-title))
    (unless (plist-get preferred :edit)
      (tablint-test--fail "preferred fix has no edit: %S" preferred))
    (eglot--apply-workspace-edit (plist-get preferred :edit))
    (tablint-test--log "applied %S" (plist-get preferred :title))))

(defun tablint-test--run ()
  (let ((tablint (getenv "TABLINT_PATH"))
        (file (getenv "TABLINT_TEST_FILE")))
    (unless (and tablint (not (equal tablint ""))) (tablint-test--fail "TABLINT_PATH is not set"))
    (unless (and file (not (equal file ""))) (tablint-test--fail "TABLINT_TEST_FILE is not set"))
    (tablint-test--log "emacs %s" emacs-version)
    (dolist (d (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
      (add-to-list 'load-path d))
    (load (expand-file-name "../../EditorConfigs/emacs/tabs-mode.el" tablint-test--dir) nil t)
    (unless (require 'eglot nil t)
      (tablint-test--log "SKIP: eglot is not installed (Debian: elpa-eglot; built into Emacs 29)")
      (kill-emacs 77))
    (tablint-test--log "eglot from %s" (locate-library "eglot"))
    ;; The config registered ("tablint" "lsp") for tabs-mode; point it at the build.
    (let ((entry (assoc 'tabs-mode eglot-server-programs)))
      (unless (equal (cdr entry) '("tablint" "lsp"))
        (tablint-test--fail "tabs-mode.el did not register tablint with eglot: %S" entry))
      (setq eglot-server-programs (cons (list 'tabs-mode tablint "lsp")
                                        (remove entry eglot-server-programs))))
    (setq eglot-sync-connect 20)
    (find-file file)
    (unless (eq major-mode 'tabs-mode)
      (tablint-test--fail "major mode is %s, expected tabs-mode" major-mode))
    (let ((root (project-root (project-current))))
      (unless (equal (file-truename root) (file-truename (file-name-directory file)))
        (tablint-test--fail "project root is %S, expected the file's git directory" root)))
    (apply #'eglot (eglot--guess-contact))
    (unless (tablint-test--wait (lambda () (and (eglot-current-server) eglot--managed-mode)) 20)
      (tablint-test--fail "eglot did not connect within 20 s"))
    (tablint-test--log "connected: %S" (jsonrpc-name (eglot-current-server)))

    ;; Diagnostics arrive.
    (tablint-test--wait (lambda () (and (tablint-test--find "filled-icon" 0) (tablint-test--find "duplicate-attribute" 3))) 20)
    (let ((filled (tablint-test--find "filled-icon" 0))
          (duplicate (tablint-test--find "duplicate-attribute" 3)))
      (unless (and filled duplicate)
        (tablint-test--fail "expected filled-icon on line 0 and duplicate-attribute on line 3 (0-based); got {%s}"
                            (tablint-test--summary)))
      ;; filled-icon is `info' by default; the .tablint.json beside the file
      ;; makes it a warning, so this checks the server found it from the URI.
      (unless (eq (nth 3 filled) 'eglot-warning)
        (tablint-test--fail "filled-icon type is %s, expected eglot-warning (from .tablint.json)" (nth 3 filled)))
      (unless (eq (nth 3 duplicate) 'eglot-error) (tablint-test--fail "duplicate-attribute type is %s" (nth 3 duplicate)))
      ;; The server sent UTF-16 columns (26); the buffer region must still
      ;; be exactly the string after the non-ASCII title.
      (unless (= (nth 2 filled) 26) (tablint-test--fail "filled-icon starts at UTF-16 column %s, expected 26" (nth 2 filled)))
      (let ((d (nth 4 filled)))
        (unless (equal (buffer-substring-no-properties (flymake-diagnostic-beg d) (flymake-diagnostic-end d)) "\"house.fill\"")
          (tablint-test--fail "filled-icon covers %S"
                              (buffer-substring-no-properties (flymake-diagnostic-beg d) (flymake-diagnostic-end d)))))
      (tablint-test--log "diagnostics: %s" (tablint-test--summary))
      (tablint-test--record-diagnostics 'opened)

      ;; The server asked eglot to watch **/.tablint.json; a change to it
      ;; arrives as workspace/didChangeWatchedFiles and the server re-reads it.
      (if (not (bound-and-true-p file-notify--library))
          (tablint-test--log "skipping the configuration-change step: no file notification support")
        (with-temp-file (expand-file-name ".tablint.json" (file-name-directory file))
          (insert "{\"rules\": {\"filled-icon\": \"error\"}}\n"))
        (unless (tablint-test--wait (lambda () (let ((f (tablint-test--find "filled-icon" 0)))
                                                 (and f (eq (nth 3 f) 'eglot-error))))
                                    20 t)
          (tablint-test--fail "filled-icon did not become an error after .tablint.json changed; got {%s}"
                              (tablint-test--summary)))
        (setq filled (tablint-test--find "filled-icon" 0))
        (tablint-test--log "configuration change seen: filled-icon is now an error"))

      ;; Quick fixes.
      (tablint-test--apply-preferred filled "use \"house\"")
      (unless (tablint-test--wait (lambda () (and (not (tablint-test--find "filled-icon"))
                                                  (tablint-test--find "duplicate-attribute" 3)))
                                  20)
        (tablint-test--fail "after the filled-icon fix, expected only duplicate-attribute on line 3; got {%s}"
                            (tablint-test--summary)))
      (tablint-test--apply-preferred (tablint-test--find "duplicate-attribute" 3) nil)
      (unless (tablint-test--wait (lambda () (null (tablint-test--diagnostics))) 20)
        (tablint-test--fail "diagnostics left after the fixes: {%s}" (tablint-test--summary))))

    ;; Formatting through the server.
    (eglot-format-buffer)
    (let ((expected "tab home \"Höme 🏠\" { icon \"house\" }\ntab search \"Search\" { icon \"magnifyingglass\" }\n")
          (actual (buffer-substring-no-properties (point-min) (point-max))))
      (unless (equal actual expected)
        (tablint-test--fail "final buffer differs.\n--- expected ---\n%s--- actual ---\n%s" expected actual)))
    ;; The server agrees: still nothing to report.
    (eglot--signal-textDocument/didChange)
    (unless (tablint-test--wait (lambda () (null (tablint-test--diagnostics))) 20)
      (tablint-test--fail "diagnostics after formatting: {%s}" (tablint-test--summary)))
    (tablint-test--log "final buffer matches")
    ;; Saving sends didSave; the file on disk gets the buffer's text.
    (save-buffer)
    (let ((on-disk (with-temp-buffer (insert-file-contents file) (buffer-string))))
      (unless (equal on-disk (buffer-substring-no-properties (point-min) (point-max)))
        (tablint-test--fail "the saved file differs:\n%s" on-disk)))
    (tablint-test--wait (lambda () nil) 0.3)
    (when (tablint-test--diagnostics)
      (tablint-test--fail "diagnostics after saving: {%s}" (tablint-test--summary)))
    (let ((server (eglot-current-server)))
      (eglot-shutdown server nil 10)
      (when (jsonrpc-running-p server)
        (tablint-test--fail "the server is still running after shutdown")))))

(condition-case err
    (progn
      (tablint-test--run)
      (tablint-test--log "PASS")
      (kill-emacs 0))
  (error
   (tablint-test--log "FAIL: %s" (error-message-string err))
   (kill-emacs 1)))

;;; emacs_test.el ends here
