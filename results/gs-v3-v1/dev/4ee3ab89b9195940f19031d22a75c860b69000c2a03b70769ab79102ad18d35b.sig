{
  "algorithm": "ed25519",
  "content_sha256": "3b1464bc7e5136ec0b21d352045d4d911423a59d78a69c2578984677fe61df22",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "4ee3ab89b9195940f19031d22a75c860b69000c2a03b70769ab79102ad18d35b",
  "schema": "gridshift.signature/1",
  "signature": "94063d8ee622ba6e4e7700ad79e1284ba0918579496f8c49e37700bae0ac91b0e05dcbd0322b9fcf96ad8bd798c8ddaa4d00d2ca3da6020241ce4bd2e1d08c0c"
}
