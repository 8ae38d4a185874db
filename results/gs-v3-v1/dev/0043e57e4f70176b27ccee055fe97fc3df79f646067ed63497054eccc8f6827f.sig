{
  "algorithm": "ed25519",
  "content_sha256": "ca66ad4fcec9704cee8baa7a73217375fc07f2799ec41c1621d5ccda62f198df",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "0043e57e4f70176b27ccee055fe97fc3df79f646067ed63497054eccc8f6827f",
  "schema": "gridshift.signature/1",
  "signature": "6db5a6f8d357cd08f1af69e82a3c1f3806bbf2200c14072021792947ebc01f188086778d00b903aef95b03cd2a70b3856f2065a77e260b60edaeb0edcd166909"
}
