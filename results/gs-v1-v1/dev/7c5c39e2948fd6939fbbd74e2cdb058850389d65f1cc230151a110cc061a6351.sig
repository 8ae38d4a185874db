{
  "algorithm": "ed25519",
  "content_sha256": "58fb480c9d5584b939f49d7f904c63a98e9f76f30f9e0628fac9f0ed95ca5e9e",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7c5c39e2948fd6939fbbd74e2cdb058850389d65f1cc230151a110cc061a6351",
  "schema": "gridshift.signature/1",
  "signature": "976b61975b1a2a105fda2bd95560ab53ba14f5081f18fccfe811bed366151de0d0a59a26a5d4034805cdaf513e72fbd343ba25e562da6ba9d53a0871aa92ee0f"
}
