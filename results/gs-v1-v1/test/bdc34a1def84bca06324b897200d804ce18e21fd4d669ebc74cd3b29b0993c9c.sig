{
  "algorithm": "ed25519",
  "content_sha256": "c7c0fff6a5f7d559c45774b5694e225ed0a2ac863806634060bc47548ae07c1d",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bdc34a1def84bca06324b897200d804ce18e21fd4d669ebc74cd3b29b0993c9c",
  "schema": "gridshift.signature/1",
  "signature": "79edda8bf013eb97bde78e0b23114a51b20bb5db3e3412992c6df8bc2ae74eea00dcb5c80173c31306ee0e4918dc2ef90b837921dcd3eb4101118ce092344708"
}
