{
  "algorithm": "ed25519",
  "content_sha256": "caded59e937e56138158b0e5774d386f4ffc8bf547121dc7a0de1b558f45ea3c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0a2c000ec95542fb2679c9108d42d49e2f33d93788f29b87df9a1a593300e810",
  "schema": "gridshift.signature/1",
  "signature": "15cf973ec2d7c9cde4b198f2c3162dcb54f8c308f743d373c820c1cf30a73d227ad031d66e89d57202ad16a91cd5ce63a2f08b655547639a6e4bd435a1646d0c"
}
