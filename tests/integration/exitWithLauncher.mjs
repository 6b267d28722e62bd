/**
 * Preloaded into a child started by runTsxChild.mjs: the child exits when the launcher is gone (its
 * IPC channel closes), so a launcher killed outright leaves nothing running. The channel does not
 * keep the child's event loop open (unref), so the child ends exactly as it would without it.
 */
process.channel?.unref()
process.on('disconnect', () => process.exit(1))
