-- tablint for Neovim: the `tabs` filetype and the `tablint lsp` language server.
--
--   require("tablint").setup({
--     cmd = { "tablint", "lsp" },   -- or { "/path/to/tablint", "lsp" }
--     symbols = nil,                -- symbol catalog path (the server's `symbols` setting)
--     open = nil,                   -- function(path) that shows a preview page; default: the browser
--   })
--
-- :TablintPreview (and the "Preview" code lens, run with
-- vim.lsp.codelens.run()) asks the server for `tablint/preview`, writes the
-- page to a temporary file and opens it in the browser. The server writes
-- nothing; this module does.
--
-- On Neovim 0.11+ the server is declared with vim.lsp.config("tablint", ...)
-- and turned on with vim.lsp.enable("tablint"), which start and attach it for
-- `tabs` buffers. Older versions (0.7, Debian's) get the same behaviour from
-- a FileType autocommand with vim.lsp.start_client + buf_attach_client, one
-- client per root directory (vim.lsp.start_client is deprecated from 0.11).

local M = {}

M.config = {
  cmd = { "tablint", "lsp" },
  symbols = nil,
  -- The nearest directory holding one of these is the root; else the file's directory.
  root_markers = { ".tablint.json", ".git" },
  -- Shows a preview page (a path to an .html file); nil: the browser.
  open = nil,
}

-- root directory -> client id
local clients = {}

local function server_settings(config)
  -- Sent as initializationOptions, and under the `tablint` section with
  -- workspace/didChangeConfiguration (Neovim sends `settings` after initialize).
  return { symbols = config.symbols }
end

local function find_root(path, markers)
  local dir = vim.fn.fnamemodify(path, ":p:h")
  -- Walk up by hand: finddir()/findfile() take a 'path'-style list, where a
  -- space, comma or wildcard in a directory name would need escaping.
  local current = dir
  while true do
    for _, marker in ipairs(markers) do
      if vim.loop.fs_stat(current .. "/" .. marker) ~= nil then
        return current
      end
    end
    local parent = vim.fn.fnamemodify(current, ":h")
    if parent == current then
      return dir
    end
    current = parent
  end
end

-- vim.lsp.config and vim.lsp.enable: Neovim 0.11 and later.
local function has_lsp_config()
  return vim.lsp.config ~= nil and vim.lsp.enable ~= nil
end

--- Starts (or reuses) the server for the buffer and attaches it (Neovim
--- before 0.11; on 0.11+ vim.lsp.enable does this).
function M.attach(bufnr)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local config = M.config
  if vim.fn.executable(config.cmd[1]) ~= 1 then
    vim.notify("tablint: `" .. config.cmd[1] .. "` is not executable; set cmd in require('tablint').setup()",
      vim.log.levels.WARN)
    return
  end
  local name = vim.api.nvim_buf_get_name(bufnr)
  local root = find_root(name ~= "" and name or vim.fn.getcwd() .. "/untitled.tabs", config.root_markers)
  local id = clients[root]
  if id == nil or vim.lsp.get_client_by_id(id) == nil then
    local options = server_settings(config)
    id = vim.lsp.start_client({
      name = "tablint",
      cmd = config.cmd,
      root_dir = root,
      init_options = options,
      settings = { tablint = options },
      on_exit = function()
        clients[root] = nil
      end,
    })
    if id == nil then
      vim.notify("tablint: could not start " .. table.concat(config.cmd, " "), vim.log.levels.ERROR)
      return
    end
    clients[root] = id
  end
  vim.lsp.buf_attach_client(bufnr, id)
end

-- The page's path is opened with vim.ui.open (0.10+), else xdg-open or open.
local function open_in_browser(path)
  if M.config.open then return M.config.open(path) end
  if vim.ui and vim.ui.open then return vim.ui.open(path) end
  local opener = vim.fn.has("mac") == 1 and "open" or "xdg-open"
  if vim.fn.executable(opener) ~= 1 then
    vim.notify("tablint: the preview is in " .. path .. " (no " .. opener .. " to open it)", vim.log.levels.INFO)
    return
  end
  vim.fn.jobstart({ opener, path }, { detach = true })
end

local function buffer_client(bufnr)
  local list = vim.lsp.get_clients and vim.lsp.get_clients({ bufnr = bufnr, name = "tablint" })
    or vim.lsp.buf_get_clients(bufnr)
  for _, client in pairs(list or {}) do
    if client.name == "tablint" then return client end
  end
  return nil
end

--- Asks the server for the buffer's preview (its current, unsaved text),
--- writes it to a temporary .html file and opens it.
function M.preview(bufnr, uri)
  bufnr = bufnr or vim.api.nvim_get_current_buf()
  local client = buffer_client(bufnr)
  if client == nil then
    vim.notify("tablint: no tablint server is attached to this buffer", vim.log.levels.WARN)
    return
  end
  local params = { textDocument = { uri = uri or vim.uri_from_bufnr(bufnr) } }
  client.request("tablint/preview", params, function(err, result)
    if err then
      vim.notify("tablint: no preview: " .. (err.message or tostring(err)), vim.log.levels.ERROR)
      return
    end
    if not result or type(result.html) ~= "string" then return end
    local path = vim.fn.tempname() .. ".html"
    local file = io.open(path, "wb")
    if not file then
      vim.notify("tablint: cannot write " .. path, vim.log.levels.ERROR)
      return
    end
    file:write(result.html)
    file:close()
    if result.status == "blocked" then
      vim.notify("tablint: the file has an error that makes a picture impossible; the page says which", vim.log.levels.WARN)
    end
    open_in_browser(path)
  end, bufnr)
end

function M.setup(opts)
  M.config = vim.tbl_deep_extend("force", M.config, opts or {})

  -- Filetype detection: vim.filetype.add where it is used by default (0.8+),
  -- else an autocommand (0.7 only reads filetype.lua with do_filetype_lua).
  if vim.fn.has("nvim-0.8") == 1 and vim.filetype and vim.filetype.add then
    vim.filetype.add({ extension = { tabs = "tabs" } })
  else
    vim.cmd([[
      augroup tablint_filetype
        autocmd!
        autocmd BufRead,BufNewFile *.tabs setfiletype tabs
      augroup END
    ]])
  end

  -- The "Preview" code lens's command is the client's (the server does not execute it).
  vim.lsp.commands["tablint.preview"] = function(command, ctx)
    local uri = command.arguments and command.arguments[1]
    local bufnr = (ctx and ctx.bufnr) or (uri and vim.uri_to_bufnr(uri)) or vim.api.nvim_get_current_buf()
    M.preview(bufnr, uri)
  end
  vim.api.nvim_create_user_command("TablintPreview", function()
    M.preview(vim.api.nvim_get_current_buf())
  end, { desc = "Open tablint's preview of this .tabs buffer in the browser" })

  local group = vim.api.nvim_create_augroup("tablint_lsp", { clear = true })
  if has_lsp_config() then
    local config = M.config
    if vim.fn.executable(config.cmd[1]) ~= 1 then
      vim.notify("tablint: `" .. config.cmd[1] .. "` is not executable; set cmd in require('tablint').setup()",
        vim.log.levels.WARN)
    end
    local options = server_settings(config)
    vim.lsp.config("tablint", {
      cmd = config.cmd,
      filetypes = { "tabs" },
      root_markers = config.root_markers,
      init_options = options,
      settings = { tablint = options },
    })
    vim.lsp.enable("tablint")
  else
    vim.api.nvim_create_autocmd("FileType", {
      group = group,
      pattern = "tabs",
      callback = function(args)
        M.attach(args.buf)
      end,
    })
  end
end

return M
