{
  "algorithm": "ed25519",
  "content_sha256": "cbeadf67d7dffe6a6b7f013f3d3556ccc73e8e25de5374a061952ebc023ed59c",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ca4874318596d77c56dc1a3ae67b3f4cedbf762496775e2882b79e604070099f",
  "schema": "gridshift.signature/1",
  "signature": "664483265f99263fd0f362162a89bab6b5627d1cdfbafc337a9026349f790082ae5259f75fb508b7ae94e20f2d35841d3a6458efea4c50cad35563e5548c5200"
}
