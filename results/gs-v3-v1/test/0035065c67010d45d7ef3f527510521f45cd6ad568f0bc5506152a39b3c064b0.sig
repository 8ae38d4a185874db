{
  "algorithm": "ed25519",
  "content_sha256": "42126a6e2d5a6601de2e54b52c53f6ab86d725792dcc39eb71db1eb6d2c055a6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0035065c67010d45d7ef3f527510521f45cd6ad568f0bc5506152a39b3c064b0",
  "schema": "gridshift.signature/1",
  "signature": "dcb80a62ad1f92cc49c378247cb0b78803c2545bda73ad4bad3dea2e79f0d0f5e32a1f89fe3b83c06651fad895922d3bc705a9e08f9bd0cd67f31bd58d3ea004"
}
