"""The Qt side of Lost Cities: Roll & Write around the table: controller, turn panel,
texts, result dialog, options page."""
