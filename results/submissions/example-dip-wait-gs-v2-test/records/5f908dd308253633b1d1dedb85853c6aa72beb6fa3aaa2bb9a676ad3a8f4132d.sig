{
  "algorithm": "ed25519",
  "content_sha256": "db317e83ec113eca3bf15918cedd62f65495424555afe9fb8c5f9017554e2bbf",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "5f908dd308253633b1d1dedb85853c6aa72beb6fa3aaa2bb9a676ad3a8f4132d",
  "schema": "gridshift.signature/1",
  "signature": "75062f096ff8a287c8ff62ef8bbbd8c118531efb7f01b99770ddf68d4aa0fe623933faa0ce00ae2b81c9afe8fe49bc443054602e592af3f0e09c3ae4d747b809"
}
