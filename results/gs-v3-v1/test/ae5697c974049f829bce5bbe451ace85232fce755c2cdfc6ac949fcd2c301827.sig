{
  "algorithm": "ed25519",
  "content_sha256": "14da6147cbebbe1ef225a34c05bac7d14ccc332be1a9d3060c9aaffd38fbf2ca",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ae5697c974049f829bce5bbe451ace85232fce755c2cdfc6ac949fcd2c301827",
  "schema": "gridshift.signature/1",
  "signature": "2c272f4e038a9a22d5aa6d4e87437e4f8cd88c8e34598c6e9884f40d74825ab30715286f5108bab830c858694ba089d45cea70efe816e212c40ef9eef811ec02"
}
