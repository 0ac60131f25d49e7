" Buffer settings for .tabs files: `#` comments, 4-space indentation.
if exists("b:did_ftplugin")
  finish
endif
let b:did_ftplugin = 1

setlocal commentstring=#\ %s
setlocal comments=:#
setlocal expandtab shiftwidth=4 softtabstop=4 tabstop=4
setlocal autoindent smartindent
setlocal cinkeys-=0# indentkeys-=0#

let b:undo_ftplugin = "setlocal commentstring< comments< expandtab< shiftwidth< softtabstop< tabstop< autoindent< smartindent< cinkeys< indentkeys<"
