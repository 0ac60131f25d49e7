-- Drives Neovim 0.7+ headless against the real `tablint lsp`: the preview
-- commands of EditorConfigs/neovim (the "Preview" code lens's
-- `tablint.preview` and :TablintPreview) for an unsaved edit.
--
--   TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
--     nvim --headless -u NONE --noplugin --cmd "set rtp+=EditorConfigs/neovim" \
--       -c "luafile Tests/Editors/neovim_preview_test.lua"
--
-- The page is "opened" by a stand-in for the browser that records the
-- path. Exits 0 when every step passes (printing PASS); else prints what
-- failed and exits 1.

local function log(msg)
  io.stdout:write("[neovim] " .. msg .. "\n")
  io.stdout:flush()
end

local function buffer_clients(bufnr)
  if vim.lsp.get_clients then return vim.lsp.get_clients({ bufnr = bufnr }) end
  return vim.lsp.buf_get_clients(bufnr)
end

local ok, err = xpcall(function()
  local tablint_path = os.getenv("TABLINT_PATH")
  local file = os.getenv("TABLINT_TEST_FILE")
  if not tablint_path or tablint_path == "" then error("TABLINT_PATH is not set") end
  if not file or file == "" then error("TABLINT_TEST_FILE is not set") end

  local opened = {}
  vim.cmd("filetype plugin on")
  require("tablint").setup({ cmd = { tablint_path, "lsp" }, open = function(path) table.insert(opened, path) end })
  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()

  local client
  vim.wait(10000, function()
    for _, c in pairs(buffer_clients(bufnr)) do
      if c.name == "tablint" and c.initialized then client = c; return true end
    end
    return false
  end, 50)
  if not client then error("the tablint client did not start and initialise") end

  -- An unsaved edit: a new first tab.
  vim.api.nvim_buf_set_lines(bufnr, 0, 0, false, { 'tab unsaved "Unsaved Edit" { icon "pencil" }' })

  local function page(count)
    if not vim.wait(10000, function() return #opened >= count end, 50) then
      error("no page was opened (step " .. count .. ")")
    end
    local f = assert(io.open(opened[count], "rb"))
    local html = f:read("*a")
    f:close()
    if not html:find('data-tablint-preview="1"', 1, true) then error("not a preview page: " .. opened[count]) end
    if not html:find('data-title="Unsaved Edit"', 1, true) then error("the page does not show the unsaved edit") end
    return html
  end

  -- The code lens names the client-side command with the document's URI.
  vim.lsp.codelens.refresh()
  local lenses
  vim.wait(10000, function()
    lenses = vim.lsp.codelens.get(bufnr)
    return lenses ~= nil and #lenses > 0
  end, 50)
  if not lenses or #lenses ~= 1 then error("expected one code lens, got " .. vim.inspect(lenses)) end
  local command = lenses[1].command
  if command.title ~= "Preview" or command.command ~= "tablint.preview" then
    error("unexpected lens " .. vim.inspect(command))
  end
  log("code lens: " .. command.title .. " -> " .. command.command)

  -- Running it, as vim.lsp.codelens.run() does, opens the page.
  vim.lsp.commands[command.command](command, { bufnr = bufnr, client_id = client.id })
  local first = page(1)
  log("lens page: " .. #first .. " bytes")

  vim.cmd("TablintPreview")
  local second = page(2)
  if second ~= first then error(":TablintPreview and the lens drew different pages") end
  log("PASS")
  vim.cmd("qall!")
end, debug.traceback)

if not ok then
  io.stdout:write("[neovim] FAIL: " .. tostring(err) .. "\n")
  io.stdout:flush()
  vim.cmd("cquit 1")
end
