{
  "algorithm": "ed25519",
  "content_sha256": "ab619adc04d263ed858d6ff300b0985b3bf353a54bc33bfdc874bf46b0338f22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4be43087c0ad6e98dc02b44a2d3970dea19f6f7719e72120ce342083393591f7",
  "schema": "gridshift.signature/1",
  "signature": "2628928f3d1dde2f7f35cdfdfc9a34a27dec65d378199f3161d71ac9e6c6833c2f93afc81f8bc7ea4b37000417cb07db4e39e9f6abdf980999f02e29fc505d09"
}
