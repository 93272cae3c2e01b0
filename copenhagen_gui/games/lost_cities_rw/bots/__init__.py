"""Computer players of Lost Cities: Roll & Write (pure; they see only spec.view_for)."""
