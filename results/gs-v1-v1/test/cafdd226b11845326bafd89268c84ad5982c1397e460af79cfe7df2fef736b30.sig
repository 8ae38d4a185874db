{
  "algorithm": "ed25519",
  "content_sha256": "dc364bee44cd2e89bbd8062d5a6a22b8eab13df2712b39d11280f29cc2e88a1f",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "cafdd226b11845326bafd89268c84ad5982c1397e460af79cfe7df2fef736b30",
  "schema": "gridshift.signature/1",
  "signature": "067768189d1521b31ab6cb1b05e215e47338a39cdd9cd1c7ff8a065672c6fb310bf72e84fbae5ec27fb9ec4920dc15374520d4a44c1cfc3bead8bb229fc7b404"
}
