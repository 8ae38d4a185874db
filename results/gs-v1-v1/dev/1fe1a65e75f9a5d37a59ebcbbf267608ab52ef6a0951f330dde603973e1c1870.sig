{
  "algorithm": "ed25519",
  "content_sha256": "d786ca97bdf9e81c7bcdbc91722890a66f05febf176b6fe155fbf1b6d27be318",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "1fe1a65e75f9a5d37a59ebcbbf267608ab52ef6a0951f330dde603973e1c1870",
  "schema": "gridshift.signature/1",
  "signature": "3127e98515d028de4fb6ca752940007881852203f8d0cc0d9c3c8da16282cef0b9a30f70b8bd6a501657bbfe3cd55fb410489f61895c48200addcc7e07a2df09"
}
