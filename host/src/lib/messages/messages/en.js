/* eslint-disable */
