// ts-jest AST transformer running the @nestjs/swagger CLI plugin, so DTO metadata (and the OpenAPI
// document built in tests) match `nest build`. Options mirror nest-cli.json.
const plugin = require('@nestjs/swagger/plugin');

module.exports.name = 'nestjs-swagger-transformer';
module.exports.version = 1;
module.exports.factory = (compiler) =>
  plugin.before(
    { classValidatorShim: true, introspectComments: true, dtoFileNameSuffix: ['.dto.ts'] },
    compiler.program,
  );
