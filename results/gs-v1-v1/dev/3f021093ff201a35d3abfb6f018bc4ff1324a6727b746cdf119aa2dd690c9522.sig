{
  "algorithm": "ed25519",
  "content_sha256": "05139d524597b449bce9a38f217cd7ae092aaad59741d0db3ec9bd249f28adb2",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "3f021093ff201a35d3abfb6f018bc4ff1324a6727b746cdf119aa2dd690c9522",
  "schema": "gridshift.signature/1",
  "signature": "01af3d913ca99fe28fc19d2cbee8d53f8660ca2447a9a0ccff7c719b256c67f5c990e8b664b949b02f53ef05b3a8149b335e93077fdb0354306a3bd937f8f909"
}
