{
  "algorithm": "ed25519",
  "content_sha256": "6a3219d2b61a04cbcbe32a0a3e5152088fed45db3be359da98178e6635a6d22a",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4ee396cea59e8de6803ed21fbf67102a2be218a04b4d8b3384a63fb1581b4a3f",
  "schema": "gridshift.signature/1",
  "signature": "03df1765ab9f8539b44dc25414be5fd61725dc233373600da24d36b17e4a4ff45a10936ddd8304adf8f1dc51e17e7b2340115454820450da449c7fddca23a800"
}
