{
  "algorithm": "ed25519",
  "content_sha256": "95542fb95c470b25a4ce3726ba8b3593333b37856d2ffc619fe15debc7c57825",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b704fe11b310ebe4bfdf0e8a0e2f2f526e2893b2a7adc503781df282d7ebdb2c",
  "schema": "gridshift.signature/1",
  "signature": "bf2b0ff48a9e247c2facca62c0e7efb34965a15122941a46b1716fef1d74ccbe9e9dfdd3554f8585039d996df86e0920d1a88e3c202dba88dd3d83522c7bfa0f"
}
