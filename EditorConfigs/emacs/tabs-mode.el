;;; tabs-mode.el --- Major mode for tablint's .tabs files  -*- lexical-binding: t; -*-

;; Version: 0.2.0
;; Package-Requires: ((emacs "26.1"))
;; Keywords: languages
;; URL: https://github.com/tablint/tablint

;;; Commentary:

;; A major mode for `.tabs' files, the app tab configurations that tablint
;; checks: font-lock for comments, strings (with their escapes), the
;; declaration keywords `tab', `section' and `defaults' (keywords only where
;; a statement starts: `tab section "S"' declares a tab whose id is
;; `section'), tab and section ids, attribute names, enum values and
;; integers; `#' comments; indentation of 4 spaces a brace level.
;;
;; With eglot (built into Emacs 29), `M-x eglot' in a .tabs buffer starts
;; `tablint lsp'; add `(add-hook 'tabs-mode-hook #'eglot-ensure)' to start
;; it automatically.  The server's `symbols' setting goes in
;; `eglot-workspace-configuration' under `:tablint' (see README.md).

;;; Code:

(defgroup tabs nil
  "Editing tablint's .tabs files."
  :group 'languages
  :prefix "tabs-")

(defcustom tabs-indent-offset 4
  "Number of spaces for each brace level in `tabs-mode'."
  :type 'integer
  :safe #'integerp
  :group 'tabs)

(defconst tabs-attributes
  '("icon" "image" "placement" "role" "platforms" "when" "dynamic" "selected" "cached"
    "limit" "more" "deployment" "bar" "style" "retired" "formerly" "assets" "strings"
    "languages")
  "The attributes tablint knows.")

(defconst tabs-enum-values
  '("automatic" "pinned" "sidebarOnly" "search" "prominent" "action"
    "iphone" "ipad" "mac" "vision" "tv" "tabBarOnly" "sidebarAdaptable" "page" "system" "custom")
  "The enum values of placement, role, platforms, bar and style.")

(defconst tabs--statement-start "\\(?:^\\|[;{]\\)[ \t]*"
  "Where a statement starts: a line start, or after `;' or `{'.")

(defconst tabs--ident "[A-Za-z_][A-Za-z0-9_]*")

(defvar tabs-mode-syntax-table
  (let ((table (make-syntax-table)))
    (modify-syntax-entry ?# "<" table)
    (modify-syntax-entry ?\n ">" table)
    (modify-syntax-entry ?\r ">" table)
    (modify-syntax-entry ?\" "\"" table)
    (modify-syntax-entry ?\\ "\\" table)
    (modify-syntax-entry ?_ "_" table)
    (modify-syntax-entry ?{ "(}" table)
    (modify-syntax-entry ?} "){" table)
    (modify-syntax-entry ?\; "." table)
    (modify-syntax-entry ?, "." table)
    (modify-syntax-entry ?' "." table)
    table)
  "Syntax table for `tabs-mode'.")

(defface tabs-escape-face
  '((t :inherit font-lock-constant-face))
  "Face for valid escapes in strings."
  :group 'tabs)

(defun tabs--in-string-p (pos)
  "Non-nil when POS is inside a string.  Keeps the match data."
  (save-match-data (save-excursion (nth 3 (syntax-ppss pos)))))

(defun tabs--match-escape (limit regexp)
  "Find the next match of REGEXP inside a string before LIMIT."
  (let (found)
    (while (and (not found) (re-search-forward regexp limit t))
      (when (tabs--in-string-p (match-beginning 0))
        (setq found t)))
    found))

(defconst tabs--valid-escape
  (concat "\\\\\\(?:[\"\\\\ntr0]\\|u{0*\\(?:"
          "[0-9A-Fa-f]\\|[1-9A-Fa-f][0-9A-Fa-f]\\{1,2\\}"
          "\\|[1-9A-Ca-cE-Fe-f][0-9A-Fa-f]\\{3\\}\\|[Dd][0-7][0-9A-Fa-f]\\{2\\}"
          "\\|[1-9A-Fa-f][0-9A-Fa-f]\\{4\\}\\|10[0-9A-Fa-f]\\{4\\}"
          "\\)}\\)")
  "A valid escape: a Unicode scalar value, not a surrogate.
More than 8 digits with leading zeros is left to tablint to report.")

(defun tabs--match-valid-escape (limit)
  "Font-lock matcher for valid escapes before LIMIT."
  (tabs--match-escape limit tabs--valid-escape))

(defun tabs--match-invalid-escape (limit)
  "Font-lock matcher for invalid escapes before LIMIT."
  (let (found)
    (while (and (not found) (re-search-forward "\\\\\\(?:u{[0-9A-Fa-f]*}?\\|.\\)?" limit t))
      (when (and (tabs--in-string-p (match-beginning 0))
                 (not (save-excursion
                        (goto-char (match-beginning 0))
                        (looking-at tabs--valid-escape))))
        (setq found t)))
    (when found
      ;; Leave point after the escape so the next search starts there.
      (goto-char (match-end 0)))
    found))

(defvar tabs-font-lock-keywords
  `(;; Declarations: `tab ID', `section ID', `defaults' where a statement starts.
    (,(concat tabs--statement-start "\\_<\\(tab\\)\\_>\\(?:[ \t]+\\(" tabs--ident "\\)\\_>\\)?")
     (1 font-lock-keyword-face)
     (2 font-lock-type-face nil t))
    (,(concat tabs--statement-start "\\_<\\(section\\)\\_>\\(?:[ \t]+\\(" tabs--ident "\\)\\_>\\)?")
     (1 font-lock-keyword-face)
     (2 font-lock-type-face nil t))
    (,(concat tabs--statement-start "\\_<\\(defaults\\)\\_>")
     (1 font-lock-keyword-face))
    ;; Attribute names where a statement starts.
    (,(concat tabs--statement-start "\\_<\\(" (regexp-opt tabs-attributes) "\\)\\_>")
     (1 font-lock-variable-name-face))
    ;; Tab ids after selected, cached, retired, formerly (on the attribute's line).
    (,(concat tabs--statement-start "\\_<\\(?:selected\\|cached\\|retired\\|formerly\\)\\_>")
     (,(concat "\\_<" tabs--ident "\\_>")
      ;; Search to the end of the statement; keep point for the next keyword.
      (save-excursion (if (re-search-forward "[;{}]" (line-end-position) t)
                          (1- (point))
                        (line-end-position)))
      nil
      (0 (unless (tabs--in-string-p (match-beginning 0)) font-lock-function-name-face))))
    ;; Language tags after languages (on the attribute's line).
    (,(concat tabs--statement-start "\\_<languages\\_>")
     (,(concat "\\_<" tabs--ident "\\_>")
      (save-excursion (if (re-search-forward "[;{}]" (line-end-position) t)
                          (1- (point))
                        (line-end-position)))
      nil
      (0 (unless (tabs--in-string-p (match-beginning 0)) font-lock-constant-face))))
    ;; Enum values.
    (,(concat "\\_<" (regexp-opt tabs-enum-values) "\\_>")
     (0 (unless (tabs--in-string-p (match-beginning 0)) font-lock-constant-face)))
    ;; Integers.
    ("\\_<[0-9]+\\_>" (0 (unless (tabs--in-string-p (match-beginning 0)) font-lock-constant-face)))
    ;; Escapes in strings.
    (tabs--match-valid-escape (0 'tabs-escape-face prepend))
    (tabs--match-invalid-escape (0 'font-lock-warning-face prepend)))
  "Font-lock keywords for `tabs-mode'.")

(defun tabs--paren-depth-at-line-start ()
  "The brace depth at the start of the current line, outside strings and comments."
  (save-excursion
    (car (syntax-ppss (line-beginning-position)))))

(defun tabs-indent-line ()
  "Indent the current line: `tabs-indent-offset' spaces a brace level."
  (interactive)
  (let* ((depth (tabs--paren-depth-at-line-start))
         (closing (save-excursion
                    (back-to-indentation)
                    (looking-at "}")))
         (level (max 0 (if closing (1- depth) depth)))
         (offset (- (current-column) (current-indentation))))
    (indent-line-to (* level tabs-indent-offset))
    (when (> offset 0)
      (move-to-column (+ (current-indentation) offset)))))

;;;###autoload
(define-derived-mode tabs-mode prog-mode "Tabs"
  "Major mode for tablint's .tabs files.

\\{tabs-mode-map}"
  :syntax-table tabs-mode-syntax-table
  :group 'tabs
  (setq-local comment-start "# ")
  (setq-local comment-start-skip "#+[ \t]*")
  (setq-local comment-end "")
  (setq-local indent-tabs-mode nil)
  (setq-local tab-width tabs-indent-offset)
  (setq-local indent-line-function #'tabs-indent-line)
  (setq-local electric-indent-chars (append '(?\{ ?\}) electric-indent-chars))
  (setq-local font-lock-defaults '(tabs-font-lock-keywords nil nil))
  (setq-local font-lock-multiline nil))

;;;###autoload
(add-to-list 'auto-mode-alist '("\\.tabs\\'" . tabs-mode))

;; eglot: `tablint lsp' for tabs-mode buffers (eglot is built into Emacs 29;
;; on older versions install it from GNU ELPA).  The server's settings go in
;; `eglot-workspace-configuration', e.g. (:tablint (:symbols "/path/to/catalog")).
(with-eval-after-load 'eglot
  (defvar eglot-server-programs)
  (add-to-list 'eglot-server-programs '(tabs-mode . ("tablint" "lsp"))))

(defcustom tabs-lsp-mode-program "tablint"
  "The tablint program that lsp-mode runs as \"PROGRAM lsp\" for tabs-mode."
  :type 'string
  :group 'tabs)

;; lsp-mode (GNU ELPA, MELPA, Debian elpa-lsp-mode): the client `tablint',
;; for the language id "tabs"; `M-x lsp' in a .tabs buffer starts it, or
;; (add-hook 'tabs-mode-hook #'lsp-deferred).  The server's settings go in
;; the session's workspace configuration under `tablint' (see README.md).
(with-eval-after-load 'lsp-mode
  (defvar lsp-language-id-configuration)
  (declare-function lsp-register-client "lsp-mode" (client))
  (declare-function make-lsp-client "lsp-mode" (&rest args))
  (declare-function lsp-stdio-connection "lsp-mode" (command &optional test-command))
  (declare-function lsp-activate-on "lsp-mode" (&rest languages))
  (add-to-list 'lsp-language-id-configuration '(tabs-mode . "tabs"))
  (lsp-register-client
   (make-lsp-client
    :new-connection (lsp-stdio-connection (lambda () (list tabs-lsp-mode-program "lsp")))
    :activation-fn (lsp-activate-on "tabs")
    :server-id 'tablint)))

(provide 'tabs-mode)

;;; tabs-mode.el ends here
