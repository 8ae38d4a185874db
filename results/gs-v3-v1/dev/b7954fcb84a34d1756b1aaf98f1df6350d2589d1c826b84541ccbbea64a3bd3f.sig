{
  "algorithm": "ed25519",
  "content_sha256": "09ad1deb62f8719247636a7f06918065ba908f9161b23c69b3997f2822e49710",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "b7954fcb84a34d1756b1aaf98f1df6350d2589d1c826b84541ccbbea64a3bd3f",
  "schema": "gridshift.signature/1",
  "signature": "d0fe7e26ea855054fba63838db21b7ac467bfcb828ed0298e11abcdec00b2caa619fd53f89274b96e91e353f0f85b32ea48e13c8aa98de9bde0024ac0de42808"
}
