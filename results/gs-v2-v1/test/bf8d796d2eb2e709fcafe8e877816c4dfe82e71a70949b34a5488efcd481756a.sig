{
  "algorithm": "ed25519",
  "content_sha256": "f093c3d37b74e25687a4c110d63e3fd603beda8e0eb4cc5e22dbb14f724dc8b3",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "bf8d796d2eb2e709fcafe8e877816c4dfe82e71a70949b34a5488efcd481756a",
  "schema": "gridshift.signature/1",
  "signature": "e401f1cdbdc08a88a2b980c5b184a8d3c9a030415fbf32df8dda859e78d9fed2f10cac2e0279a6200f9afbfc2fb7b755f66004865840b274c2d4662886a05b0d"
}
