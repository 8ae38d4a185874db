{
  "algorithm": "ed25519",
  "content_sha256": "4d8d11a7cc5350f4abe3e3b5ccf04dc4492bfee03e24902e7558e70430041c34",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "2da63069c292503b0e45b2b870e42ecdb7a53918f0aa7a4f143363d26275d39c",
  "schema": "gridshift.signature/1",
  "signature": "185e4a2f966b185ee94eb409d0ea1709615f8d5bb3ccdcd5236d828066e0cbd2d8c08de8524dec530ad2adb2bb17531389c51e1a2ccc805da3f76727f5d35401"
}
