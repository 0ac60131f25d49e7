-- Drives Neovim 0.7+ headless against the real `tablint lsp`, through
-- EditorConfigs/neovim (ftdetect, ftplugin, lua/tablint.lua).
--
--   TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
--     nvim --headless -u NONE --noplugin --cmd "set rtp+=EditorConfigs/neovim" \
--       -c "luafile Tests/Editors/neovim_test.lua"
--
-- The file named by TABLINT_TEST_FILE must hold the input the Swift test
-- writes, in a git-initialised directory whose .tablint.json sets
-- filled-icon to warning. Exits 0 when every step
-- passes; else prints what failed and exits 1.

local function log(msg)
  io.stdout:write("[neovim] " .. msg .. "\n")
  io.stdout:flush()
end

local function fail(msg)
  io.stdout:write("[neovim] FAIL: " .. msg .. "\n")
  io.stdout:flush()
  vim.cmd("cquit 1")
end

-- Written for 0.7 (Debian's); the shims keep it running on later versions,
-- where some 0.7 calls are deprecated or gone.
local function buffer_clients(bufnr)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end
  return vim.lsp.buf_get_clients(bufnr)
end

local function format_sync(bufnr)
  if vim.fn.has("nvim-0.8") == 1 then
    vim.lsp.buf.format({ bufnr = bufnr, timeout_ms = 5000 })
  else
    vim.lsp.buf.formatting_sync(nil, 5000)
  end
end

local ok, err = xpcall(function()
  local tablint_path = os.getenv("TABLINT_PATH")
  local file = os.getenv("TABLINT_TEST_FILE")
  if not tablint_path or tablint_path == "" then error("TABLINT_PATH is not set") end
  if not file or file == "" then error("TABLINT_TEST_FILE is not set") end
  log("nvim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. "." .. tostring(vim.version().patch))

  vim.cmd("filetype plugin on")
  require("tablint").setup({ cmd = { tablint_path, "lsp" } })
  -- Issue 31: 0.11+ declares the server with vim.lsp.config and turns it on
  -- with vim.lsp.enable; older versions start it with start_client from the
  -- module's FileType autocommand.
  if vim.lsp.config and vim.lsp.enable then
    local declared = vim.lsp.config.tablint
    if not declared or not declared.cmd or declared.cmd[1] ~= tablint_path then
      error("vim.lsp.config.tablint is not declared with the configured cmd")
    end
    if #vim.api.nvim_get_autocmds({ group = "tablint_lsp" }) ~= 0 then
      error("the start_client FileType autocommand is installed on a Neovim with vim.lsp.enable")
    end
    log("started with vim.lsp.config and vim.lsp.enable")
  else
    if #vim.api.nvim_get_autocmds({ group = "tablint_lsp", event = "FileType" }) ~= 1 then
      error("no FileType autocommand to start the server with start_client")
    end
    log("started with vim.lsp.start_client")
  end

  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  if vim.bo[bufnr].filetype ~= "tabs" then
    error("filetype is `" .. vim.bo[bufnr].filetype .. "`, expected `tabs`")
  end
  -- ftplugin/tabs.vim ran.
  if vim.bo[bufnr].shiftwidth ~= 4 or vim.bo[bufnr].commentstring ~= "# %s" then
    error("ftplugin settings missing: shiftwidth=" .. vim.bo[bufnr].shiftwidth .. " commentstring=" .. vim.bo[bufnr].commentstring)
  end

  -- The config's FileType autocommand started and attached the client.
  local client
  vim.wait(20000, function()
    for _, c in pairs(buffer_clients(bufnr)) do
      if c.name == "tablint" and c.initialized then client = c end
    end
    return client ~= nil
  end, 50)
  if not client then error("the tablint client did not start and initialize within 20 s") end
  local root = client.config.root_dir
  if vim.fn.resolve(root) ~= vim.fn.resolve(vim.fn.fnamemodify(file, ":p:h")) then
    error("root_dir is " .. tostring(root) .. ", expected the file's git directory")
  end
  log("client " .. client.id .. " attached, root " .. root .. ", offset encoding " .. tostring(client.offset_encoding))

  -- Diagnostics arrive (pushed).
  local function codes()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      found[#found + 1] = string.format("%s@%d:%d", tostring(d.code), d.lnum, d.col)
    end
    table.sort(found)
    return found
  end
  local function has(code, lnum)
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if d.code == code and (lnum == nil or d.lnum == lnum) then return d end
    end
    return nil
  end
  vim.wait(20000, function() return has("filled-icon", 0) ~= nil and has("duplicate-attribute", 3) ~= nil end, 50)
  local filled = has("filled-icon", 0)
  local duplicate = has("duplicate-attribute", 3)
  if not filled or not duplicate then
    error("expected filled-icon on line 0 and duplicate-attribute on line 3 (0-based); got {" .. table.concat(codes(), ", ") .. "}")
  end
  if filled.source ~= "tablint" then error("filled-icon source is " .. tostring(filled.source)) end
  -- filled-icon is `info` by default; the .tablint.json beside the file makes
  -- it a warning, so this checks the server found it from the file's URI.
  if filled.severity ~= vim.diagnostic.severity.WARN then
    error("filled-icon severity is " .. tostring(filled.severity) .. ", expected WARN (from .tablint.json)")
  end
  if duplicate.severity ~= vim.diagnostic.severity.ERROR then error("duplicate-attribute severity is " .. tostring(duplicate.severity)) end
  -- vim.diagnostic columns are bytes; the server sent UTF-16 (26-38).
  if filled.lnum ~= 0 or filled.col ~= 29 or filled.end_lnum ~= 0 or filled.end_col ~= 41 then
    error(string.format("filled-icon range is %d:%d-%d:%d, expected 0:29-0:41 (bytes)", filled.lnum, filled.col, filled.end_lnum, filled.end_col))
  end
  local text = vim.api.nvim_buf_get_lines(bufnr, 0, 1, false)[1]:sub(filled.col + 1, filled.end_col)
  if text ~= '"house.fill"' then error("filled-icon covers `" .. text .. "`") end
  log("diagnostics: " .. table.concat(codes(), ", "))

  -- Quick fixes: ask at each diagnostic's range, apply the preferred action.
  local function apply_preferred(d, expected_title)
    local lsp_diagnostic = (d.user_data and d.user_data.lsp) or {}
    local context_diagnostic = vim.tbl_extend("force", lsp_diagnostic, {
      range = { start = { line = d.lnum, character = d.col }, ["end"] = { line = d.end_lnum, character = d.end_col } },
      severity = lsp_diagnostic.severity or d.severity,
      message = d.message,
      source = d.source,
      code = d.code,
    })
    local params = {
      textDocument = { uri = vim.uri_from_bufnr(bufnr) },
      range = context_diagnostic.range,
      context = { diagnostics = { context_diagnostic }, only = { "quickfix" } },
    }
    local response, request_err = client.request_sync("textDocument/codeAction", params, 5000, bufnr)
    if not response then error("codeAction request failed: " .. tostring(request_err)) end
    if response.err then error("codeAction error: " .. vim.inspect(response.err)) end
    local preferred
    for _, action in ipairs(response.result or {}) do
      if action.kind == "quickfix" and action.isPreferred then
        preferred = preferred or action
      end
    end
    if not preferred then error("no preferred quick fix for " .. tostring(d.code) .. ": " .. vim.inspect(response.result)) end
    if expected_title and preferred.title ~= expected_title then
      error("preferred fix for " .. tostring(d.code) .. " is titled `" .. tostring(preferred.title) .. "`, expected `" .. expected_title .. "`")
    end
    if not preferred.edit then error("preferred fix has no edit: " .. vim.inspect(preferred)) end
    vim.lsp.util.apply_workspace_edit(preferred.edit, client.offset_encoding)
    log("applied `" .. preferred.title .. "`")
  end

  apply_preferred(filled, 'use "house"')
  -- The change goes to the server; wait for the diagnostics to be republished
  -- without filled-icon before asking for the next fix.
  vim.wait(20000, function() return has("filled-icon") == nil and has("duplicate-attribute", 3) ~= nil end, 50)
  if has("filled-icon") then error("filled-icon still reported after its fix: {" .. table.concat(codes(), ", ") .. "}") end
  duplicate = has("duplicate-attribute", 3)
  if not duplicate then error("duplicate-attribute gone after the filled-icon fix: {" .. table.concat(codes(), ", ") .. "}") end
  apply_preferred(duplicate, nil)
  vim.wait(20000, function() return has("duplicate-attribute") == nil end, 50)
  if has("duplicate-attribute") then error("duplicate-attribute still reported after its fix: {" .. table.concat(codes(), ", ") .. "}") end

  -- Formatting through the server.
  format_sync(bufnr)

  local expected = {
    'tab home "Höme 🏠" { icon "house" }',
    'tab search "Search" { icon "magnifyingglass" }',
  }
  local actual = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
  if not vim.deep_equal(actual, expected) then
    error("final buffer differs.\n--- expected ---\n" .. table.concat(expected, "\n") .. "\n--- actual ---\n" .. table.concat(actual, "\n"))
  end
  -- The server sees the same text: no diagnostics left.
  vim.wait(20000, function() return #vim.diagnostic.get(bufnr) == 0 end, 50)
  if #vim.diagnostic.get(bufnr) ~= 0 then error("diagnostics left after the fixes: {" .. table.concat(codes(), ", ") .. "}") end
  log("final buffer matches")

  -- Saving sends didSave; the file on disk gets the buffer's text.
  vim.cmd("silent write")
  local handle = assert(io.open(file, "rb"))
  local on_disk = handle:read("*a")
  handle:close()
  if on_disk ~= table.concat(expected, "\n") .. "\n" then
    error("the saved file differs:\n" .. on_disk)
  end
  vim.wait(300, function() return false end, 50)
  if #vim.diagnostic.get(bufnr) ~= 0 then error("diagnostics after saving: {" .. table.concat(codes(), ", ") .. "}") end

  -- A clean shutdown.
  client.stop()
  vim.wait(5000, function() return client.is_stopped() end, 50)
end, debug.traceback)

if not ok then
  fail(tostring(err))
else
  io.stdout:write("[neovim] PASS\n")
  io.stdout:flush()
  vim.cmd("qa!")
end
