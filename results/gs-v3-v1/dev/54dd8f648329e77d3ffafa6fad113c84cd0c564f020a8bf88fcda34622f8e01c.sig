{
  "algorithm": "ed25519",
  "content_sha256": "af05b6c221367d2f3a0f10bbbec812822b2738aef614663cdd39cbd1c8f8c4a8",
  "key_id": "378ebc36595d27ea",
  "public_key": "18698ceedc3013a5c6e0bc4c316ca6fc91f99a92242a5c6f79133db2c6be5386",
  "record_key": "54dd8f648329e77d3ffafa6fad113c84cd0c564f020a8bf88fcda34622f8e01c",
  "schema": "gridshift.signature/1",
  "signature": "d476ac5b7d1fa8739776089407500c6ed24bdb0b8ed7ac3dba0628f1fdaf1b9c6e90dc74e47afad98fe805243ff5684bc641f573e5a14bb5b722c167919fa702"
}
