//! Zed extension for tablint: starts `tablint lsp` for the "Tabs" language.
//!
//! The executable is the `lsp.tablint.binary.path` setting when given, else
//! `tablint` found on the worktree's PATH. The `lsp.tablint.initialization_options`
//! and `lsp.tablint.settings` settings are passed through (the server reads
//! `symbols`, also nested under `tablint`).

use zed_extension_api::{self as zed, serde_json, settings::LspSettings, LanguageServerId, Result};

struct TablintExtension;

impl zed::Extension for TablintExtension {
    fn new() -> Self {
        TablintExtension
    }

    fn language_server_command(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<zed::Command> {
        let configured = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.binary)
            .and_then(|binary| binary.path);
        let command = match configured.or_else(|| worktree.which("tablint")) {
            Some(path) => path,
            None => {
                return Err("tablint is not on PATH: build it with `swift build -c release` \
                            and put .build/release/tablint on PATH, or set lsp.tablint.binary.path"
                    .into())
            }
        };
        Ok(zed::Command {
            command,
            args: vec!["lsp".into()],
            env: Default::default(),
        })
    }

    fn language_server_initialization_options(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        Ok(LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.initialization_options))
    }

    fn language_server_workspace_configuration(
        &mut self,
        language_server_id: &LanguageServerId,
        worktree: &zed::Worktree,
    ) -> Result<Option<serde_json::Value>> {
        let settings = LspSettings::for_worktree(language_server_id.as_ref(), worktree)
            .ok()
            .and_then(|settings| settings.settings);
        Ok(settings.map(|settings| serde_json::json!({ "tablint": settings })))
    }
}

zed::register_extension!(TablintExtension);
