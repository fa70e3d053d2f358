import { IsInt, IsOptional, IsString, MinLength, getMetadataStorage, validate } from 'class-validator';
import { plainToInstance } from 'class-transformer';
import { memoizeValidationMetadata } from './metadata-cache';

class BaseBody {
  @IsString({ message: 'الاسم مطلوب' })
  name!: string;
}

class RenameBody extends BaseBody {
  @IsInt({ groups: ['admin'] })
  @IsOptional()
  priority?: number;
}

/** A fresh storage of the same class as class-validator's own, so each test wraps its own. */
function storageOf(...classes: (new () => object)[]) {
  const shared = getMetadataStorage();
  const storage = new (shared.constructor as new () => typeof shared)();
  for (const target of classes)
    for (const metadata of shared.getTargetValidationMetadatas(target, '', true, false))
      if (metadata.target === target) storage.addValidationMetadata(metadata);
  return storage;
}

describe('memoizeValidationMetadata', () => {
  it('finds the same own and inherited rules as class-validator, for every option', () => {
    const plain = storageOf(BaseBody, RenameBody);
    const memoized = storageOf(BaseBody, RenameBody);
    memoizeValidationMetadata(memoized);
    const options: [boolean, boolean, string[] | undefined][] = [
      [false, false, undefined],
      [true, false, undefined],
      [false, true, undefined],
      [false, false, ['admin']],
      [false, true, ['admin', 'other']],
    ];
    for (const target of [BaseBody, RenameBody])
      for (const [always, strictGroups, groups] of options)
        for (let pass = 0; pass < 2; pass++)
          expect(memoized.getTargetValidationMetadatas(target, '', always, strictGroups, groups)).toEqual(
            plain.getTargetValidationMetadatas(target, '', always, strictGroups, groups),
          );
    const rules = memoized.getTargetValidationMetadatas(RenameBody, '', false, false);
    expect(new Set(rules.map((rule) => rule.propertyName))).toEqual(new Set(['name', 'priority']));
    expect(memoized.groupByPropertyName(rules)).toEqual(plain.groupByPropertyName(rules));
  });

  it('answers a repeated lookup from memory instead of walking every class again', () => {
    const storage = storageOf(BaseBody, RenameBody);
    const walk = jest.spyOn(storage, 'getTargetValidationMetadatas');
    memoizeValidationMetadata(storage);
    const first = storage.getTargetValidationMetadatas(RenameBody, '', false, false);
    const second = storage.getTargetValidationMetadatas(RenameBody, '', false, false);
    expect(second).toBe(first);
    expect(walk).toHaveBeenCalledTimes(1);
    // Other options are another answer.
    expect(storage.getTargetValidationMetadatas(RenameBody, '', false, false, ['admin'])).not.toBe(first);
    expect(walk).toHaveBeenCalledTimes(2);
    expect(storage.groupByPropertyName(first)).toBe(storage.groupByPropertyName(first));
  });

  it('wraps once however often it is called', () => {
    const storage = storageOf(BaseBody);
    memoizeValidationMetadata(storage);
    const wrapped = storage.getTargetValidationMetadatas;
    memoizeValidationMetadata(storage);
    expect(storage.getTargetValidationMetadatas).toBe(wrapped);
  });

  it('still validates, with the shared storage wrapped, a class defined after the first validation', async () => {
    memoizeValidationMetadata();
    expect(await validate(plainToInstance(RenameBody, { name: 'علي' }))).toEqual([]);
    const [error] = await validate(plainToInstance(RenameBody, { name: 5 }));
    expect(error?.constraints).toEqual({ isString: 'الاسم مطلوب' });

    class LaterBody extends BaseBody {
      @MinLength(3, { message: 'قصير جدا' })
      nickname!: string;
    }
    const errors = await validate(plainToInstance(LaterBody, { name: 'علي', nickname: 'ab' }));
    expect(errors.map((e) => e.constraints)).toEqual([{ minLength: 'قصير جدا' }]);
    // The earlier class did not pick up the later one's rule.
    expect(await validate(plainToInstance(RenameBody, { name: 'علي', nickname: 'ab' }))).toEqual([]);
  });
});
