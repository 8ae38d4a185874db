{
  "algorithm": "ed25519",
  "content_sha256": "7202a2bd3b36e0b58f632a08bd5b3a19d44590e075693d057f703840fa7f93a1",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "00669d154f14ed460b9bfce80d576fbc3b52633a3452a9895bc4f9333f30591d",
  "schema": "gridshift.signature/1",
  "signature": "72c60a7ae71cda8e23b4fe0604453677638adabe314795927ed0181a5e9d55ff979fdb96c2d07df034f9d4f01efaee1f1c0d781a3df02ff7eb0b68153edbcb01"
}
