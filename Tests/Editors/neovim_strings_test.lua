-- Drives Neovim 0.7+ headless against the real `tablint lsp` (through
-- EditorConfigs/neovim) to check that a String Catalog changed on disk is
-- checked again: Neovim 0.7 does not implement the
-- workspace/didChangeWatchedFiles registration, so the server must notice
-- the catalog's new stat at the next check, which a harmless edit starts.
--
--   TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
--   TABLINT_RESULT_FILE=/tmp/x/result.json \
--     nvim --headless -u NONE --noplugin --cmd "set rtp+=EditorConfigs/neovim" \
--       -c "luafile Tests/Editors/neovim_strings_test.lua"
--
-- TABLINT_TEST_FILE is a .tabs file with `more "More", "Mehr"` and
-- `strings "Localizable.xcstrings"` in a git-initialised directory, the
-- catalog beside it giving "Profile" a German title that is fine. The script
-- rewrites the catalog so the German title is "Mehr", and records in
-- TABLINT_RESULT_FILE the diagnostics before and after. Exits 0 when every
-- step passes; else prints what failed and exits 1.

local function log(msg)
  io.stdout:write("[neovim-strings] " .. msg .. "\n")
  io.stdout:flush()
end

local result = { steps = {} }

local function write_result()
  local path = os.getenv("TABLINT_RESULT_FILE")
  if not path or path == "" then return end
  local handle = io.open(path, "wb")
  if not handle then return end
  handle:write(vim.fn.json_encode(result))
  handle:close()
end

local function buffer_clients(bufnr)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end
  return vim.lsp.buf_get_clients(bufnr)
end

-- Counts the server's publishes, so the script knows when the first
-- (empty) one has arrived.
local publishes = 0
local original_handler = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(...)
  publishes = publishes + 1
  return original_handler(...)
end

local ok, err = xpcall(function()
  local tablint_path = os.getenv("TABLINT_PATH")
  local file = os.getenv("TABLINT_TEST_FILE")
  if not tablint_path or tablint_path == "" then error("TABLINT_PATH is not set") end
  if not file or file == "" then error("TABLINT_TEST_FILE is not set") end
  local catalog = vim.fn.fnamemodify(file, ":p:h") .. "/Localizable.xcstrings"
  result.nvim = string.format("%d.%d.%d", vim.version().major, vim.version().minor, vim.version().patch)
  log("nvim " .. result.nvim)

  vim.cmd("filetype plugin on")
  require("tablint").setup({ cmd = { tablint_path, "lsp" } })
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()

  local client
  vim.wait(20000, function()
    for _, c in pairs(buffer_clients(bufnr)) do
      if c.name == "tablint" and c.initialized then client = c end
    end
    return client ~= nil
  end, 50)
  if not client then error("the tablint client did not start and initialize within 20 s") end
  table.insert(result.steps, "attached")

  local function diagnostics()
    local found = {}
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      found[#found + 1] = { code = d.code, message = d.message, line = d.lnum, column = d.col }
    end
    return found
  end
  local function clash()
    for _, d in ipairs(vim.diagnostic.get(bufnr)) do
      if d.code == "more-title-clash" and d.message:sub(1, 5) == "in de" then return d end
    end
    return nil
  end

  vim.wait(20000, function() return publishes > 0 end, 50)
  if publishes == 0 then error("no diagnostics were published within 20 s") end
  result.before = diagnostics()
  table.insert(result.steps, "first publish")

  -- German now shows "Mehr", the system "More" tab's title.
  local handle = assert(io.open(catalog, "wb"))
  handle:write('{"sourceLanguage": "en", "strings": {"Profile": {"localizations": '
    .. '{"de": {"stringUnit": {"state": "translated", "value": "Mehr"}}}}}}\n')
  handle:close()
  table.insert(result.steps, "catalog rewritten")

  -- A harmless edit (a blank line added at the end, then removed) makes the
  -- server check again; repeated until the diagnostic shows, up to 20 times.
  local edits = 0
  while edits < 20 and clash() == nil do
    edits = edits + 1
    vim.api.nvim_buf_set_lines(bufnr, -1, -1, false, { "" })
    vim.api.nvim_buf_set_lines(bufnr, -2, -1, false, {})
    vim.wait(1000, function() return clash() ~= nil end, 50)
  end
  result.edits = edits
  result.after = diagnostics()
  local d = clash()
  if not d then error("no more-title-clash starting `in de` after " .. edits .. " edits: " .. vim.inspect(result.after)) end
  table.insert(result.steps, "clash reported")
  log("after " .. edits .. " edit(s): " .. d.code .. ": " .. d.message)

  client.stop()
  vim.wait(5000, function() return client.is_stopped() end, 50)
end, debug.traceback)

result.passed = ok
if not ok then result.error = tostring(err) end
write_result()
if not ok then
  io.stdout:write("[neovim-strings] FAIL: " .. tostring(err) .. "\n")
  io.stdout:flush()
  vim.cmd("cquit 1")
else
  io.stdout:write("[neovim-strings] PASS\n")
  io.stdout:flush()
  vim.cmd("qa!")
end
