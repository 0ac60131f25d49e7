;;; emacs_unconfigured_test.el --- Emacs + eglot against `tablint lsp' with no configuration of ours  -*- lexical-binding: t; coding: utf-8 -*-

;; TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
;;   emacs --batch -Q -l Tests/Editors/emacs_unconfigured_test.el
;;
;; Issue 24: a new user who has not installed EditorConfigs/emacs.  The
;; `.tabs' file opens in `fundamental-mode' (Emacs does not know the
;; extension), and the user's one line of eglot set-up names the program
;; for that mode; M-x eglot then starts it, and eglot sends the language id
;; it derives from the mode, "fundamental".  This script does the same as
;; M-x eglot, without the prompt.  The file must hold the input the Swift test writes
;; (EditorHarness.input).  Exits 0 when the diagnostics arrive and hover
;; answers, 77 when eglot cannot be loaded, else prints what failed and
;; exits 1.

;;; Code:

(require 'cl-lib)

(defun tablint-test--log (fmt &rest args)
  (princ (concat "[emacs-unconfigured] " (apply #'format fmt args) "\n") #'external-debugging-output))

(defun tablint-test--fail (fmt &rest args)
  (signal 'error (list (apply #'format fmt args))))

(defun tablint-test--wait (predicate seconds)
  "Process input until PREDICATE is non-nil or SECONDS pass; return its value.
Batch Emacs never fires idle timers, on which Flymake runs its backends, so
Flymake is restarted now and then."
  (let ((deadline (+ (float-time) seconds))
        (tick 0)
        result)
    (while (and (not (setq result (funcall predicate)))
                (< (float-time) deadline))
      (when (and (bound-and-true-p eglot--managed-mode) (bound-and-true-p flymake-mode) (zerop (% tick 5)))
        (flymake-start))
      (cl-incf tick)
      (accept-process-output nil 0.05))
    result))

(defun tablint-test--codes ()
  "The buffer's eglot diagnostics as \"CODE@LINE\" strings, LINE 0-based."
  (sort (cl-loop for d in (flymake-diagnostics (point-min) (point-max))
                 for lsp = (cdr (assoc 'eglot-lsp-diag (flymake-diagnostic-data d)))
                 when lsp
                 collect (format "%s@%d" (plist-get lsp :code)
                                 (plist-get (plist-get (plist-get lsp :range) :start) :line)))
        #'string<))

(defun tablint-test--run ()
  (let ((tablint (getenv "TABLINT_PATH"))
        (file (getenv "TABLINT_TEST_FILE")))
    (unless (and tablint (not (equal tablint ""))) (tablint-test--fail "TABLINT_PATH is not set"))
    (unless (and file (not (equal file ""))) (tablint-test--fail "TABLINT_TEST_FILE is not set"))
    (tablint-test--log "emacs %s" emacs-version)
    (dolist (d (file-expand-wildcards "/usr/share/emacs/site-lisp/elpa/*"))
      (add-to-list 'load-path d))
    (unless (require 'eglot nil t)
      (tablint-test--log "SKIP: eglot is not installed (Debian: elpa-eglot; built into Emacs 29)")
      (kill-emacs 77))
    (setq eglot-sync-connect 20)
    (find-file file)
    (unless (eq major-mode 'fundamental-mode)
      (tablint-test--fail "major mode is %s: this test needs a buffer Emacs knows nothing about" major-mode))
    ;; The user's own set-up: run tablint for buffers in fundamental-mode.
    (push (list 'fundamental-mode tablint "lsp") eglot-server-programs)
    (let ((guess (eglot--guess-contact)))
      (tablint-test--log "eglot's language id for the buffer: %S" (nth 4 guess))
      (apply #'eglot guess))
    (unless (tablint-test--wait (lambda () (and (eglot-current-server) eglot--managed-mode)) 20)
      (tablint-test--fail "eglot did not connect within 20 s"))
    (unless (tablint-test--wait (lambda () (let ((codes (tablint-test--codes)))
                                             (and (member "filled-icon@0" codes) (member "duplicate-attribute@3" codes))))
                                20)
      (tablint-test--fail "expected filled-icon on line 0 and duplicate-attribute on line 3 (0-based) within 20 s; got %S"
                          (tablint-test--codes)))
    (tablint-test--log "diagnostics: %s" (mapconcat #'identity (tablint-test--codes) ", "))
    ;; Served, not only linted: hover on the id `search' (line 1).
    (let* ((hover (jsonrpc-request (eglot-current-server) :textDocument/hover
                                   (list :textDocument (eglot--TextDocumentIdentifier)
                                         :position (list :line 1 :character 5))))
           (value (plist-get (plist-get hover :contents) :value)))
      (unless (and (stringp value) (string-match-p "search" value))
        (tablint-test--fail "hover on `search' answered %S" hover)))
    (tablint-test--log "hover answered")
    (let ((server (eglot-current-server)))
      (eglot-shutdown server nil 10))))

(condition-case err
    (progn
      (tablint-test--run)
      (tablint-test--log "PASS")
      (kill-emacs 0))
  (error
   (tablint-test--log "FAIL: %s" (error-message-string err))
   (kill-emacs 1)))

;;; emacs_unconfigured_test.el ends here
