-- Drives Neovim 0.7+ headless against the real `tablint lsp` with no
-- configuration of ours at all (issue 24): no runtime path from
-- EditorConfigs/, no filetype detection (`-u NONE`), and a client started
-- by hand, as a new user would try it before installing anything. Neovim
-- then opens App.tabs with filetype "" and sends `"languageId": ""`.
--
--   TABLINT_PATH=/path/to/tablint TABLINT_TEST_FILE=/tmp/x/App.tabs \
--     nvim --headless -u NONE -i NONE -n -c "luafile Tests/Editors/neovim_unconfigured_test.lua"
--
-- The file must hold the input the Swift test writes (EditorHarness.input).
-- Exits 0 when the diagnostics arrive and hover answers; else prints what
-- failed and exits 1.

local function log(msg)
  io.stdout:write("[neovim-unconfigured] " .. msg .. "\n")
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
  log("nvim " .. tostring(vim.version().major) .. "." .. tostring(vim.version().minor) .. "." .. tostring(vim.version().patch))

  vim.cmd("edit " .. vim.fn.fnameescape(file))
  local bufnr = vim.api.nvim_get_current_buf()
  if vim.bo[bufnr].filetype ~= "" then
    error("filetype is `" .. vim.bo[bufnr].filetype .. "`: this test needs a buffer Neovim knows nothing about")
  end

  local client_id = vim.lsp.start_client({ name = "tablint", cmd = { tablint_path, "lsp" } })
  if not client_id then error("vim.lsp.start_client failed") end
  vim.lsp.buf_attach_client(bufnr, client_id)
  local client
  vim.wait(20000, function()
    for _, c in pairs(buffer_clients(bufnr)) do
      if c.id == client_id and c.initialized then client = c end
    end
    return client ~= nil
  end, 50)
  if not client then error("the client did not start and initialize within 20 s") end
  log("client " .. client_id .. " attached to a buffer with no filetype")

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
      if d.code == code and d.lnum == lnum then return d end
    end
    return nil
  end
  vim.wait(20000, function() return has("filled-icon", 0) ~= nil and has("duplicate-attribute", 3) ~= nil end, 50)
  if not has("filled-icon", 0) or not has("duplicate-attribute", 3) then
    error("expected filled-icon on line 0 and duplicate-attribute on line 3 (0-based) within 20 s; got {"
      .. table.concat(codes(), ", ") .. "}")
  end
  log("diagnostics: " .. table.concat(codes(), ", "))

  -- Served, not only linted: hover on the id `search` (line 1).
  local response = client.request_sync("textDocument/hover", {
    textDocument = { uri = vim.uri_from_bufnr(bufnr) }, position = { line = 1, character = 5 },
  }, 5000, bufnr)
  local value = response and response.result and response.result.contents and response.result.contents.value
  if type(value) ~= "string" or not value:find("search", 1, true) then
    error("hover on `search` answered " .. vim.inspect(response))
  end
  log("hover answered")

  client.stop()
  vim.wait(5000, function() return client.is_stopped() end, 50)
end, debug.traceback)

if not ok then
  io.stdout:write("[neovim-unconfigured] FAIL: " .. tostring(err) .. "\n")
  io.stdout:flush()
  vim.cmd("cquit 1")
else
  io.stdout:write("[neovim-unconfigured] PASS\n")
  io.stdout:flush()
  vim.cmd("qa!")
end
