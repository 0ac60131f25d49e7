" *.tabs files are tablint tab configurations (filetype `tabs`).
" Works in Vim and in every Neovim (0.7 included, where filetype.lua is opt-in).
autocmd BufRead,BufNewFile *.tabs setfiletype tabs
