{
  "algorithm": "ed25519",
  "content_sha256": "b3c7dee71d9599d969e80b03cd16a73238e3eaffe41b40c9b61659fb81f5dba4",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ba9065173eb01ce25f9e30cc2b47fb66b96b787fa6c7aa8cc002247300b0ccab",
  "schema": "gridshift.signature/1",
  "signature": "52ecc91e35374a9195f72fb8dfc361c35662dad151708a223516efe2526769eb8b492c95e2bb18ccc644b9297d61c241c232a53b1f5ad2f2ccb0fd743361ba06"
}
