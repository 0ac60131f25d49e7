" Drives Vim 9 + ALE (Debian `vim-ale`) headless against the real
" `tablint lsp`, through EditorConfigs/vim-ale (the ALE linter) and
" EditorConfigs/neovim (filetype detection, ftplugin).
"
"   TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
"   TABLINT_RESULT_FILE=/tmp/x/vim.json TABLINT_REPO=/path/to/repo \
"     vim -N -u NONE -i NONE -n -Es -S Tests/Editors/vim_ale_test.vim
"
" The file named by TABLINT_TEST_FILE must hold the input the Swift test
" writes (EditorTests.swift), in a git-initialised directory whose
" .tablint.json sets filled-icon to warning. The script records what ALE
" shows at each step into TABLINT_RESULT_FILE (JSON), which the Swift test
" checks; it stops early, recording `failure`, when a step times out. Its
" log goes to TABLINT_RESULT_FILE.log (silent Ex mode prints nothing).

let s:result = {'steps': [], 'failure': v:null}
let s:result_file = $TABLINT_RESULT_FILE
let s:raw = []

function! s:Log(message) abort
    call writefile(['[vim] ' . a:message], s:result_file . '.log', 'a')
endfunction

function! s:Save() abort
    call writefile([json_encode(s:result)], s:result_file)
endfunction

" Processes input (jobs, channels, timers) until Predicate() is true or
" `seconds` pass; returns whether it became true. Every second without
" success it asks ALE to lint again, in case an event was missed.
function! s:WaitFor(Predicate, seconds) abort
    let l:start = reltime()
    let l:next_nudge = 1.0

    call s:Hook()

    while !a:Predicate()
        let l:elapsed = reltimefloat(reltime(l:start))

        if l:elapsed > a:seconds
            return 0
        endif

        if l:elapsed > l:next_nudge
            let l:next_nudge += 1.0
            call ale#Queue(0, '', bufnr(''))
        endif

        sleep 20m
        call s:Hook()
    endwhile

    return 1
endfunction

" ALE's location list for the buffer, reduced to what the Swift test checks.
function! s:Diagnostics() abort
    let l:out = []

    for l:item in ale#engine#GetLoclist(bufnr(''))
        call add(l:out, {
        \   'code': get(l:item, 'code', ''),
        \   'lnum': l:item.lnum,
        \   'col': l:item.col,
        \   'end_lnum': get(l:item, 'end_lnum', -1),
        \   'end_col': get(l:item, 'end_col', -1),
        \   'type': l:item.type,
        \   'linter': get(l:item, 'linter_name', ''),
        \   'text': l:item.text,
        \})
    endfor

    return l:out
endfunction

function! s:Has(code, lnum) abort
    for l:item in ale#engine#GetLoclist(bufnr(''))
        if get(l:item, 'code', '') is# a:code && (a:lnum == 0 || l:item.lnum == a:lnum)
            return 1
        endif
    endfor

    return 0
endfunction

function! s:Summary() abort
    return join(map(s:Diagnostics(), {_, d -> d.code . '@' . d.lnum . ':' . d.col}), ', ')
endfunction

function! s:Step(name, extra) abort
    let l:step = extend({'name': a:name, 'diagnostics': s:Diagnostics(), 'lines': getline(1, '$')}, a:extra)
    call add(s:result.steps, l:step)
    call s:Save()
    call s:Log(a:name . ': {' . s:Summary() . '}')
endfunction

" Every message the server sends on ALE's connection, as ALE decoded it.
function! s:OnAnyMessage(conn_id, message) abort
    call add(s:raw, a:message)
endfunction

" Records the messages of every connection ALE has opened, from the first one
" on: ALE creates the connection and sends `initialize` synchronously when it
" lints, and nothing is read before the next `sleep`.
let s:hooked = {}

function! s:Hook() abort
    for l:conn_id in keys(ale#lsp#GetConnections())
        if !has_key(s:hooked, l:conn_id)
            let s:hooked[l:conn_id] = 1
            call ale#lsp#RegisterCallback(l:conn_id, function('s:OnAnyMessage'))
        endif
    endfor
endfunction

function! s:Published() abort
    return filter(copy(s:raw), {_, m -> get(m, 'method', '') is# 'textDocument/publishDiagnostics'})
endfunction

let s:actions = v:null
let s:action_data = v:null

function! s:OnActions(data, items) abort
    let s:action_data = a:data
    let s:actions = map(copy(a:items), {_, pair -> pair[1]})
endfunction

let s:symbols = v:null

function! s:OnSymbols(response) abort
    let s:symbols = a:response
endfunction

function! s:Run() abort
    let l:tablint = $TABLINT_PATH
    let l:file = $TABLINT_TEST_FILE
    let l:repo = $TABLINT_REPO

    if empty(l:tablint) || empty(l:file) || empty(l:repo) || empty(s:result_file)
        throw 'TABLINT_PATH, TABLINT_TEST_FILE, TABLINT_REPO and TABLINT_RESULT_FILE must be set'
    endif

    let s:result.vim = v:version
    call s:Log('vim ' . v:version)

    execute 'set runtimepath^=' . fnameescape(l:repo . '/EditorConfigs/neovim')
    execute 'set runtimepath^=' . fnameescape(l:repo . '/EditorConfigs/vim-ale')
    " Debian's vim-ale lives in $VIM/vimfiles/pack/dist-bundle/opt/ale.
    packadd ale

    if !exists('g:loaded_ale')
        throw 'ALE did not load (packadd ale)'
    endif

    let g:ale_linters = {'tabs': ['tablint']}
    let g:ale_linters_explicit = 1
    let g:ale_tabs_tablint_executable = l:tablint
    let g:ale_lint_delay = 0
    let g:ale_set_signs = 0
    let g:ale_set_highlights = 0
    let g:ale_echo_cursor = 0
    let g:ale_virtualtext_cursor = 'disabled'
    let g:ale_set_loclist = 0
    let g:ale_history_enabled = 1
    filetype plugin on

    execute 'edit ' . fnameescape(l:file)
    let s:result.filetype = &filetype
    let s:result.shiftwidth = &shiftwidth

    if &filetype isnot# 'tabs'
        throw 'filetype is `' . &filetype . '`, expected `tabs`'
    endif

    call ale#Queue(0, '', bufnr(''))
    call s:Hook()

    if !s:WaitFor({-> s:Has('filled-icon', 1) && s:Has('duplicate-attribute', 4)}, 30)
        call s:Step('opened', {})
        throw 'no filled-icon on line 1 and duplicate-attribute on line 4 within 30 s; got {' . s:Summary() . '}'
    endif

    " The connection ALE opened: the server's capabilities, the project root.
    let l:linter = filter(ale#linter#Get('tabs'), {_, l -> l.name is# 'tablint'})[0]
    let s:result.root = ale#lsp_linter#FindProjectRoot(bufnr(''), l:linter)
    call s:Step('opened', {'published': s:Published()})

    " Code actions for duplicate-attribute (line 4, ASCII only, where ALE's
    " UTF-16-as-bytes columns are exact), asked through ALE's own :ALECodeAction
    " machinery with a menu callback in place of the interactive menu.
    call cursor(4, 1)
    normal! ^
    call ale#codefix#Execute(0, function('s:OnActions'))

    if !s:WaitFor({-> s:actions isnot v:null}, 20)
        throw 'no code actions for line 4 within 20 s'
    endif

    let s:result.actions = s:actions
    let l:preferred = filter(copy(s:actions), {_, a -> type(a) is v:t_dict && get(a, 'isPreferred', v:false) is v:true})

    if empty(l:preferred)
        call s:Step('actions', {})
        throw 'no preferred code action on line 4: ' . string(s:actions)
    endif

    call ale#codefix#ApplyLSPCodeAction(s:action_data, l:preferred[0])
    call s:Log('applied ' . string(get(l:preferred[0], 'title', '')))
    " ALE sends the change with its next lint.
    call ale#Queue(0, '', bufnr(''))

    if !s:WaitFor({-> !s:Has('duplicate-attribute', 0) && s:Has('filled-icon', 1)}, 30)
        call s:Step('fixed', {})
        throw 'after the fix, expected only filled-icon; got {' . s:Summary() . '}'
    endif

    call s:Step('fixed', {'published': s:Published()})

    " Document symbols through ALE's connection. ALE declares no
    " hierarchicalDocumentSymbolSupport, so LSP 3.17 calls for
    " SymbolInformation[]; the Swift test checks the shape.
    call ale#lsp_linter#SendRequest(bufnr(''), 'tablint',
    \   [0, 'textDocument/documentSymbol', {'textDocument': {'uri': ale#util#ToURI(expand('%:p'))}}],
    \   function('s:OnSymbols'))

    if !s:WaitFor({-> s:symbols isnot v:null}, 20)
        throw 'no documentSymbol answer within 20 s'
    endif

    let s:result.symbols = s:symbols
    call s:Save()
endfunction

try
    call s:Run()
catch
    let s:result.failure = v:exception . ' (' . v:throwpoint . ')'
    call s:Log('FAIL: ' . s:result.failure)
endtry

call s:Save()

try
    call ale#lsp#StopAll()
catch
endtry

if s:result.failure is v:null
    call s:Log('PASS')
    qall!
else
    cquit 1
endif
