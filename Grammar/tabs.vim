" Vim syntax file
" Language:    tabs (tablint's app tab configuration files, *.tabs)
" Maintainer:  the tablint project
" Description: comments, strings and their escapes, the declaration keywords
"              (keywords only where a statement starts), tab and section ids,
"              attribute names, enum values, tab ids in references, integers,
"              braces and separators. See Grammar/tabs.ebnf.
" Works with Vim 8+ and Neovim 0.5+. Install: copy to ~/.vim/syntax/tabs.vim
" (Neovim: ~/.config/nvim/syntax/tabs.vim), with a filetype rule for *.tabs.

if exists("b:current_syntax")
  finish
endif

let s:cpo_save = &cpo
set cpo&vim

syntax case match

" Characters the language does not know outside strings and comments.
syntax match tabsInvalidChar "\v[^ \t A-Za-z0-9_\"#{};,]"

" Integers.
syntax match tabsNumber "\v<\d+>"

" Punctuation.
syntax match tabsBrace "[{}]"
syntax match tabsSeparator "[,;]"

" Enum values, anywhere a value may stand.
syntax match tabsEnum "\v<%(automatic|pinned|sidebarOnly|search|prominent|action|iphone|ipad|mac|vision|tv|tabBarOnly|sidebarAdaptable|page|system|custom)>"

" Tab ids in the values of selected, cached, retired and formerly (on the attribute's
" line: the values on a continuation line after a trailing comma are shown as
" plain values).
syntax match tabsReference "\v%(<%(selected|cached|retired|formerly)>[^;{}#\"]*)@<=<\h\w*>"

" The field that identifies a dynamic section's tabs: `dynamic id`.
syntax match tabsField "\v%(<dynamic>\s+)@<=<\h\w*>"

" Run-time conditions in the values of when (on the attribute's line): names
" the app gives, never tab ids.
syntax match tabsField "\v%(<when>[^;{}#\"]*)@<=<\h\w*>"

" Language tags in the values of languages (on the attribute's line).
syntax match tabsLanguage "\v%(<languages>[^;{}#\"]*)@<=<\h\w*>"

" Attribute names: the known attributes where a statement starts (line start,
" after `;` or `{`).
syntax match tabsAttribute "\v%(%(^|[;{])\s*)@<=<%(icon|image|placement|role|platforms|when|dynamic|selected|cached|limit|more|deployment|bar|style|retired|formerly|assets|strings|languages)>"

" Declarations: `tab ID`, `section ID`, `defaults`, where a statement starts.
" Keywords only there: `tab section "S"` declares a tab whose id is `section`.
syntax match tabsDeclaration "\v%(%(^|[;{])\s*)@<=<%(tab|section|defaults)>"
syntax match tabsTabId "\v%(%(^|[;{])\s*<tab\s+)@<=<\h\w*>"
syntax match tabsSectionId "\v%(%(^|[;{])\s*<section\s+)@<=<\h\w*>"

" Strings: on one line; an unterminated one ends at the end of the line.
syntax match tabsEscapeError "\v\\%(u%(\{\x{1,8}\}|\{\x{0,9})?|.)?" contained
syntax match tabsEscape "\v\\%([\"\\ntr0]|u\{%(\x{1,8}\})@=0*%(\x|[1-9A-Fa-f]\x{1,2}|[1-9A-Ca-cE-Fe-f]\x{3}|[Dd][0-7]\x{2}|[1-9A-Fa-f]\x{4}|10\x{4})\})" contained
syntax region tabsString start=+"+ skip=+\\\\\|\\"+ end=+"+ end=+$+ oneline contains=tabsEscape,tabsEscapeError,@Spell

" Comments (outside strings) run to the end of the line.
syntax match tabsComment "#.*$" contains=@Spell

syntax sync fromstart

highlight default link tabsComment     Comment
highlight default link tabsString      String
highlight default link tabsEscape      SpecialChar
highlight default link tabsEscapeError Error
highlight default link tabsInvalidChar Error
highlight default link tabsDeclaration Keyword
highlight default link tabsTabId       Function
highlight default link tabsSectionId   Function
highlight default link tabsAttribute   Identifier
highlight default link tabsEnum        Constant
highlight default link tabsReference   Type
highlight default link tabsField       Identifier
highlight default link tabsLanguage    Constant
highlight default link tabsNumber      Number
highlight default link tabsBrace       Delimiter
highlight default link tabsSeparator   Delimiter

let b:current_syntax = "tabs"

let &cpo = s:cpo_save
unlet s:cpo_save
