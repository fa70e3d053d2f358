import { describeAuditAction } from './catalogue-audit';

describe('describeAuditAction (the catalogue audit log)', () => {
  it.each([
    ['POST /api/shop/admin/weapons', 'create', 'weapons'],
    ['PUT /api/shop/admin/armors/:id', 'update', 'armors'],
    ['POST /api/shop/upload-weapon-image', 'upload', 'weapons'],
    ['DELETE /api/admin/houses/:id', 'delete', 'houses'],
    ['PATCH /api/admin/rides/:id/toggle-status', 'update', 'rides'],
    ['POST /api/tasks/rankings', 'create', 'rankings'],
    ['PUT /api/tasks/:id', 'update', 'tasks'],
    ['PUT /api/global-chat/reports/:id/status', 'update', 'reported-messages'],
    ['DELETE /api/admin/filtered-words/:id', 'delete', 'blocked-messages'],
    ['PUT /api/login-gift/admin/config/:dayNumber', 'update', 'login-gift'],
  ])('reads %s as %s in %s', (action, verb, section) => {
    expect(describeAuditAction(action)).toEqual({ verb, section });
  });

  it('leaves a route of no section without one', () => {
    expect(describeAuditAction('POST /api/something/else')).toEqual({ verb: 'create', section: null });
  });
});
