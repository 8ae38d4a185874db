{
  "algorithm": "ed25519",
  "content_sha256": "8ae635eb8e130dcd631ad956ccbfcc2c224ef680c108cb0008cc46c8a521c3a7",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "20375371827c39bfd01e9577609d66a776d668f4992bbb1efc45479cee83bdb4",
  "schema": "gridshift.signature/1",
  "signature": "a97c1d105c900e5fd43f2ab0c2dc9eac6e202169be09ca9363aa6575ccaf62edab815cd1170961b231b27123d8279a62e7b957dc844a23d61415c74a7da07f05"
}
