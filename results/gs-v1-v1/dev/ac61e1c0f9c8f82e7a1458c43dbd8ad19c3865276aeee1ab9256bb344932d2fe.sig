{
  "algorithm": "ed25519",
  "content_sha256": "a8169f1bac11a5a4fa004a38d1e849baf286ed493e1e830f9cecc4c97cc0fac6",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "ac61e1c0f9c8f82e7a1458c43dbd8ad19c3865276aeee1ab9256bb344932d2fe",
  "schema": "gridshift.signature/1",
  "signature": "3f4cadd59d7374b8370ee65e944aaaed33d0ab3944bf2bf758b810fc8c9bdc778b9e46a56430669d2beec643bed603f3c31ac932d97fe548653284404d21a500"
}
