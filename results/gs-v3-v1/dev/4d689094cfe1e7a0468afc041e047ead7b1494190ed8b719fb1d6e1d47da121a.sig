{
  "algorithm": "ed25519",
  "content_sha256": "9e3ac7fe872c23b9dcafd14e36a4949f0dac8b2f54b7c17258d5b35c5b09a304",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4d689094cfe1e7a0468afc041e047ead7b1494190ed8b719fb1d6e1d47da121a",
  "schema": "gridshift.signature/1",
  "signature": "b41fa7c7f125a5ed802a35c1e0f753d38355451c42aa1c16e8e6ef939eefdb5456bed222c4be1cebf052a1420dda7859587dc04010199efece08566ac7e7040c"
}
