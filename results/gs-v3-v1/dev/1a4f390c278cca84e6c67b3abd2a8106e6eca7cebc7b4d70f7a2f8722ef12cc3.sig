{
  "algorithm": "ed25519",
  "content_sha256": "bbd1767b9f215fd11fc14c7e3f2299ec435b7eec140feb2fed62e1f5011d02f5",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1a4f390c278cca84e6c67b3abd2a8106e6eca7cebc7b4d70f7a2f8722ef12cc3",
  "schema": "gridshift.signature/1",
  "signature": "4fb800830dfda64fb8b2672da9790a5cdcd63e79541318d56b3396f15e2c7b90e8f65258d78d72e59e48b0e76bfb99067a08a3fd5d80a754ffc9c402c49d4d0c"
}
