{
  "algorithm": "ed25519",
  "content_sha256": "c8ba4ad185c3db16804797582ff97113d3ac9aef1a6f9fd9d28b155f743630ec",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "7fb1ba28b2ddc4ed75149b78edeb8585560ef0b586977dd434ed0c4d989f6a1e",
  "schema": "gridshift.signature/1",
  "signature": "bae63a9514b242d6777b16a1625da4301b82ca86e86b22c2a32a5be7903a74d01e8ee6095fd8cf5bf777439825e26acceb00f74ecb79a8d327974c22109c6a0d"
}
