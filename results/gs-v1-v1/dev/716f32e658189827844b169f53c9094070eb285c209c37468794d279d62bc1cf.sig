{
  "algorithm": "ed25519",
  "content_sha256": "fc608780f9e1ee206aaee0855187721a4a30d619cd54bfd4256e50eb5ae4b6c7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "716f32e658189827844b169f53c9094070eb285c209c37468794d279d62bc1cf",
  "schema": "gridshift.signature/1",
  "signature": "ead2dacff76459e5ac6cf9d83790fdddaf76fc8b8d25105cc77e0eaf4212d93dd52442083d93e12577eae47431071f977205244ec52fe17ccb398c7c52f82701"
}
