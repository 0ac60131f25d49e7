" ALE (https://github.com/dense-analysis/ale, Debian `vim-ale`, 3.x) linter
" for tablint's .tabs files: runs `tablint lsp` over stdin/stdout for the
" filetype `tabs` (set by ../neovim/ftdetect/tabs.vim).
"
" Settings:
"   g:ale_tabs_tablint_executable  the program (default `tablint`)
"   g:ale_tabs_tablint_options     initializationOptions, e.g.
"                                  {'symbols': '/path/to/name_availability.plist'}
" The project root is the nearest directory holding `.tablint.json`, else the
" nearest holding `.git`, else the file's directory.

call ale#Set('tabs_tablint_executable', 'tablint')
call ale#Set('tabs_tablint_options', {})

function! ale_linters#tabs#tablint#GetProjectRoot(buffer) abort
    let l:config = ale#path#FindNearestFile(a:buffer, '.tablint.json')

    if !empty(l:config)
        return fnamemodify(l:config, ':h')
    endif

    let l:git = ale#path#FindNearestDirectory(a:buffer, '.git')

    if !empty(l:git)
        " FindNearestDirectory returns the directory with a trailing slash.
        return fnamemodify(substitute(l:git, '[/\\]$', '', ''), ':h')
    endif

    return expand('#' . a:buffer . ':p:h')
endfunction

call ale#linter#Define('tabs', {
\   'name': 'tablint',
\   'lsp': 'stdio',
\   'executable': {buffer -> ale#Var(buffer, 'tabs_tablint_executable')},
\   'command': '%e lsp',
\   'project_root': function('ale_linters#tabs#tablint#GetProjectRoot'),
\   'initialization_options': {buffer -> ale#Var(buffer, 'tabs_tablint_options')},
\})
