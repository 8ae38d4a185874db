{
  "algorithm": "ed25519",
  "content_sha256": "604fe0213492d6115eb66fba10843bd87523d066f5fff6fc464f07bf86315919",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b9b7dac07855338f80d5454319c42741cc544e3b8cf1cc6c1679bd53ad1c147f",
  "schema": "gridshift.signature/1",
  "signature": "6e55a2d906bfbd34461f1a9d045da83597fe7c002c019da90ca4bbd72677c4f98abe8c73e635ffc4a56d77e4623c59cdd6cc081c5ea24ae2920079767cd01509"
}
