{
  "algorithm": "ed25519",
  "content_sha256": "683268fe8a413a83109e101086724c08b3b8b3b6ab4ca335e7fbaf23b771c2b2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b1ee7e3a1d159a162ee4ddbeec22a443d878f266a0c5de52914114210b8acf5c",
  "schema": "gridshift.signature/1",
  "signature": "a74001b8e4fd0d3f8885f8234f2ef4725f2916d0c5fb35936b6a7c121b049d05834a53620ce036c9ecaafa17f8acc8878ce3881dfee96662b1e3af17e42f8d0e"
}
