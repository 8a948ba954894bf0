#!/usr/bin/env node
// The contract check's command (docs/real-backend.md); the code is built into dist.
import '../dist/check/cli.js';
