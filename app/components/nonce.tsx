import { createContext, useContext } from "react";

/** The CSP nonce of this response; browsers hide it after load, so the client sees "". */
export const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
