-- Roles per client, step one: the workspace roles become viewer < editor < admin < owner.
-- 'member' is renamed, not remapped: every row, default and function argument that held it now
-- reads 'editor' and keeps the same place in the order, so an editor may do all a member did.
-- The viewer sits below it: every policy and check that asks for the default role (editor)
-- refuses a viewer until a later migration lets viewers read. A value added to an enum cannot be
-- used in the transaction that adds it, hence this migration of its own.
alter type public.workspace_role rename value 'member' to 'editor';
alter type public.workspace_role add value 'viewer' before 'editor';
