import { RequestMethod } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter } from '@nestjs/platform-fastify';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import { stringify } from 'yaml';
import { AppModule } from './app.module';
import { parseConfig } from './config/config.schema';

/**
 * The OpenAPI document as YAML, built in Nest's preview mode (no providers run, so no database or
 * Redis is needed). operationId = controller method name (DESIGN.md section 4).
 */
export async function buildOpenApiYaml(): Promise<string> {
  const config = parseConfig({ NODE_ENV: 'test' });
  const app = await NestFactory.create(AppModule.forRoot(config), new FastifyAdapter(), {
    preview: true,
    logger: false,
  });
  app.setGlobalPrefix('api', { exclude: ['metrics', { path: 'media/:id', method: RequestMethod.GET }] });
  const document = SwaggerModule.createDocument(
    app,
    new DocumentBuilder()
      .setTitle('Dark City game API')
      .setDescription(
        'REST API of the Arabic crime and gang browser game. Realtime events: socket.io at /ws.',
      )
      .setVersion('1.0.0')
      .addBearerAuth()
      .build(),
    { operationIdFactory: (_controllerKey, methodKey) => methodKey },
  );
  await app.close();
  return stringify(document, { aliasDuplicateObjects: false, lineWidth: 0 });
}
